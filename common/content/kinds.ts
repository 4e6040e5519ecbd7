// Every kind of site content, described once (decision 019): its language-independent
// fields and its text in each language, as Zod schemas that check the API, the admin's
// form and every row read back. Field messages are translation keys under `validation.*`.
import * as z from "zod/mini";
import { imageUrlField, limits, optionalText, requiredText } from "../fields";
import { nonPageSegments, publicPageSegments } from "../public-pages";
import { slugPattern } from "../slug";
import {
  serviceIcons,
  serviceCategories,
  durations,
  teamSizes,
  complexities,
  projectCategories,
  testimonialPlacements,
  currencies,
  pricePeriods,
  figureSuffixes,
  figureSources,
  offeringIcons,
  callToActionPlaces,
  navigationPlacements,
  textPages,
} from "./choices";

const listOf = <Item extends z.core.SomeType>(item: Item, max: number) =>
  z._default(z.array(item).check(z.maxLength(max, "validation.tooMany")), []);

/** Short lines (features, benefits, technologies); blanks are dropped. */
const lines = (max = 20) =>
  z.pipe(
    listOf(
      z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(limits.title, "validation.tooLong")),
      max,
    ),
    z.transform((items: string[]) => items.filter(Boolean)),
  );

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: "validation.number" })
    .check(z.int("validation.number"), z.minimum(min, "validation.number"), z.maximum(max, "validation.number"));

const choice = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: "validation.choice" });

/** An image on this site or over HTTPS; required where the page has no picture without it. */
const requiredImage = imageUrlField.check(z.minLength(1, "validation.required"));

export type OfferingIcon = (typeof offeringIcons)[number];
export type NavigationPlacement = (typeof navigationPlacements)[number];

const service = {
  hasSlug: true,
  fields: z
    .strictObject({
      icon: choice(serviceIcons),
      category: choice(serviceCategories),
      coverImage: requiredImage,
      technologies: lines(),
      timeline: choice(durations),
      teamSize: choice(teamSizes),
      complexity: choice(complexities),
      /** US dollars, shown as a range. */
      priceFrom: wholeNumber(0, 10_000_000),
      priceTo: wholeNumber(0, 10_000_000),
    })
    .check(
      z.refine((fields) => fields.priceTo >= fields.priceFrom, {
        message: "validation.priceRange",
        path: ["priceTo"],
      }),
    ),
  text: z.strictObject({
    title: requiredText(limits.title),
    subtitle: requiredText(limits.title),
    description: requiredText(limits.excerpt * 2),
    features: lines(),
    benefits: lines(),
    process: listOf(
      z.strictObject({
        title: requiredText(limits.title),
        description: requiredText(limits.excerpt),
        duration: optionalText(limits.name),
      }),
      12,
    ),
  }),
};

/** A project's outcomes as the client measures them ("Online orders", "+120%"). */
const results = listOf(z.strictObject({ label: requiredText(limits.name), value: requiredText(limits.name) }), 8);

/** A team page item's id, as a project credits it. */
const teamMemberId = z
  .string({ error: "validation.text" })
  .check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(limits.name, "validation.tooLong"));

/** An address over HTTPS, or "" for none (the button is then left out). */
const optionalLink = z
  .string({ error: "validation.text" })
  .check(
    z.trim(),
    z.maxLength(limits.url, "validation.tooLong"),
    z.regex(/^$|^https:\/\/[^\s/?#.]+\.[^\s]*$/, "validation.url"),
  );

const project = {
  hasSlug: true,
  fields: z.strictObject({
    /** The product's brand name, the same in every language. */
    name: requiredText(limits.name),
    category: choice(projectCategories),
    images: z.array(requiredImage).check(z.minLength(1, "validation.required"), z.maxLength(12, "validation.tooMany")),
    technologies: lines(),
    rating: wholeNumber(1, 5),
    /** Year and month of completion. */
    completed: z
      .string({ error: "validation.text" })
      .check(z.trim(), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "validation.month")),
    /**
     * Who worked on it: team page items' ids, in the order they are credited (decision 073).
     * The page shows each one's name, portrait and role from the team page; that the ids
     * are team items is checked by the API (`unknownTeamMembers`).
     */
    team: z._default(
      z.array(teamMemberId).check(
        z.maxLength(20, "validation.tooMany"),
        z.refine((ids) => new Set(ids).size === ids.length, "validation.duplicateTeamMember"),
      ),
      [],
    ),
    /** The client's site, linked only when staff give one (decision 062). */
    liveUrl: z._default(optionalLink, ""),
  }),
  text: z.strictObject({
    subtitle: requiredText(limits.title),
    description: requiredText(limits.excerpt * 2),
    client: requiredText(limits.name),
    /** The client's line of business ("Retail", "Private clinics"). */
    sector: optionalText(limits.name),
    /** The case study (decision 062): what the client faced, how we went about it. */
    challenge: optionalText(limits.excerpt * 2),
    approach: optionalText(limits.excerpt * 2),
    /** What was delivered, one line each. */
    features: lines(),
    /** The gallery's captions, in the images' order. */
    imageCaptions: lines(12),
    results,
    testimonialQuote: optionalText(limits.excerpt),
    testimonialAuthor: optionalText(limits.name),
    testimonialRole: optionalText(limits.name),
  }),
};

const testimonial = {
  hasSlug: false,
  fields: z.strictObject({
    rating: wholeNumber(1, 5),
    portrait: imageUrlField,
    /** Where it is shown: the home carousel, the services page, the references page. */
    placements: listOf(choice(testimonialPlacements), testimonialPlacements.length),
  }),
  text: z.strictObject({
    quote: requiredText(limits.excerpt),
    author: requiredText(limits.name),
    position: optionalText(limits.name),
    company: optionalText(limits.name),
  }),
};

const partner = {
  hasSlug: false,
  fields: z.strictObject({
    /** A brand, the same in every language. */
    name: requiredText(limits.name),
    logo: requiredImage,
    color: z.string({ error: "validation.text" }).check(z.trim(), z.regex(/^#[\da-f]{6}$/i, "validation.color")),
  }),
  text: z.strictObject({}),
};

const faq = {
  hasSlug: false,
  fields: z.strictObject({}),
  text: z.strictObject({
    question: requiredText(limits.title),
    answer: requiredText(limits.message),
  }),
};

const packageKind = {
  hasSlug: false,
  fields: z.strictObject({
    highlighted: z._default(z.boolean({ error: "validation.boolean" }), false),
    /** Without a price the card shows its button only. */
    price: z._default(z.nullable(wholeNumber(0, 10_000_000)), null),
    currency: z._default(choice(currencies), "USD"),
    period: z._default(choice(pricePeriods), "month"),
  }),
  text: z.strictObject({
    tier: optionalText(limits.name),
    name: requiredText(limits.name),
    slogan: optionalText(limits.title),
    badge: optionalText(limits.name),
    features: lines(),
    button: requiredText(limits.name),
  }),
};

const teamMember = {
  hasSlug: false,
  fields: z.strictObject({ name: requiredText(limits.name), portrait: imageUrlField }),
  text: z.strictObject({ role: requiredText(limits.name) }),
};

const aboutFigure = {
  hasSlug: false,
  fields: z.strictObject({
    value: wholeNumber(0, 1_000_000),
    suffix: z._default(choice(figureSuffixes), ""),
    /** Other than "own", the page shows that settings figure instead of `value`. */
    source: z._default(choice(figureSources), "own"),
  }),
  text: z.strictObject({ label: requiredText(limits.name) }),
};

/** A card of the home page's "What we do" section; a click opens the list of what it includes. */
const offering = {
  hasSlug: false,
  fields: z.strictObject({
    icon: choice(offeringIcons),
    /**
     * The service page it corresponds to, or "" for none. The dialog links to it only while
     * a visible service has that slug.
     */
    serviceSlug: z._default(
      z.string({ error: "validation.text" }).check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(limits.slug, "validation.tooLong"),
        z.refine((value) => value === "" || slugPattern.test(value), "validation.slug"),
      ),
      "",
    ),
  }),
  text: z.strictObject({
    title: requiredText(limits.title),
    description: requiredText(limits.excerpt),
    items: lines(),
  }),
};

/** A figure shown only when set (an open-source product's figures; client work has none). */
const optionalCount = z._default(z.nullable(wholeNumber(0, 1_000_000_000)), null);

/**
 * The home page's featured project. Its own kind rather than a link to a portfolio project:
 * hiding or deleting a portfolio project must not empty the home page. Its figures are the
 * client's results; an open-source product may also show its users, GitHub stars, commits
 * and source link, each only when set (decision 042). The home page shows the first
 * visible item; the others wait their turn.
 */
const featuredProject = {
  hasSlug: false,
  fields: z.strictObject({
    image: requiredImage,
    sourceUrl: optionalLink,
    liveUrl: optionalLink,
    users: optionalCount,
    stars: optionalCount,
    commits: optionalCount,
  }),
  text: z.strictObject({
    title: requiredText(limits.title),
    description: requiredText(limits.excerpt * 2),
    /** Left empty, the image is described by the title. */
    imageAlt: optionalText(limits.altText),
    tags: lines(12),
    results,
  }),
};

/** A heading with a line of text under it (the home page's benefits, the About page's values). */
const headedText = z.strictObject({ title: requiredText(limits.title), text: requiredText(limits.excerpt) });

/**
 * A public page's words that are not a list of items (decision 040): its SEO title and
 * description, and the heading and lead of its header. One item per page of `textPages`,
 * the page's key as its slug; the home page's hero is in `home-page`.
 */
const pageText = {
  hasSlug: true,
  fields: z.strictObject({}),
  text: z.strictObject({
    seoTitle: requiredText(limits.seoTitle),
    seoDescription: requiredText(limits.seoDescription),
    seoKeywords: optionalText(limits.seoDescription),
    heading: optionalText(limits.title),
    lead: optionalText(limits.excerpt * 2),
  }),
};

/** The home page's hero and the heading and lead of each of its sections: one item. */
const homePage = {
  hasSlug: false,
  fields: z.strictObject({
    /** The hero's picture from the library (its focal point kept in every crop); empty: the featured project's. */
    heroImage: z._default(imageUrlField, ""),
  }),
  text: z.strictObject({
    heroBadge: requiredText(limits.title),
    heroTitle: requiredText(limits.title),
    heroHighlight: optionalText(limits.title),
    heroLead: requiredText(limits.excerpt),
    heroPrimaryButton: requiredText(limits.name),
    heroSecondaryButton: requiredText(limits.name),
    servicesTitle: requiredText(limits.title),
    servicesLead: optionalText(limits.excerpt),
    /** The small line over the featured project's name; left empty, none is shown. */
    featuredLabel: optionalText(limits.name),
    whyTitle: requiredText(limits.title),
    whyLead: optionalText(limits.excerpt),
    benefits: listOf(headedText, 8),
    numbersTitle: requiredText(limits.title),
    testimonialsTitle: requiredText(limits.title),
    testimonialsLead: optionalText(limits.excerpt),
    partnersTitle: requiredText(limits.title),
    partnersLead: optionalText(limits.excerpt),
    portfolioTitle: requiredText(limits.title),
    portfolioLead: optionalText(limits.excerpt),
    newsletterTitle: requiredText(limits.title),
    newsletterText: optionalText(limits.excerpt),
  }),
};

/** The About page's story, mission, vision, values and section headings: one item. */
const aboutPage = {
  hasSlug: false,
  fields: z.strictObject({}),
  text: z.strictObject({
    story: requiredText(limits.excerpt * 2),
    missionTitle: requiredText(limits.title),
    missionText: requiredText(limits.excerpt),
    visionTitle: requiredText(limits.title),
    visionText: requiredText(limits.excerpt),
    valuesTitle: requiredText(limits.title),
    valuesLead: optionalText(limits.excerpt),
    values: listOf(headedText, 8),
    expertiseTitle: requiredText(limits.title),
    teamTitle: requiredText(limits.title),
    teamLead: optionalText(limits.excerpt),
    /** What search engines read about the agency (structured data). */
    organizationDescription: requiredText(limits.excerpt),
  }),
};

/**
 * The services page's sections below its list (the video, "How we work" with its steps, the
 * client quote's heading) and the contact block closing each service's PDF brochure: one
 * item. The steps' numbers follow their position.
 */
const servicesPage = {
  hasSlug: false,
  fields: z.strictObject({}),
  text: z.strictObject({
    videoTitle: requiredText(limits.title),
    videoText: optionalText(limits.excerpt),
    processTitle: requiredText(limits.title),
    processLead: optionalText(limits.excerpt),
    processSteps: listOf(headedText, 8),
    testimonialTitle: requiredText(limits.title),
    brochureContactTitle: requiredText(limits.title),
    brochureContactText: requiredText(limits.excerpt),
  }),
};

/** The packages page's heading over its cards (the header's words are its `page-texts` item): one item. */
const packagesPage = {
  hasSlug: false,
  fields: z.strictObject({}),
  text: z.strictObject({ listTitle: requiredText(limits.title) }),
};

/** What the footer of every page says about the agency, beside its name: one item. */
const footer = {
  hasSlug: false,
  fields: z.strictObject({}),
  text: z.strictObject({ about: requiredText(limits.excerpt) }),
};

/**
 * A call to action (a banner's title, text and button), one item per place of
 * `callToActionPlaces`. `{{service}}`, `{{project}}` and `{{title}}` are replaced by the
 * page's service, project or post; `subject` prefills the contact form.
 */
const callToAction = {
  hasSlug: true,
  fields: z.strictObject({}),
  text: z.strictObject({
    title: requiredText(limits.title),
    text: requiredText(limits.excerpt),
    button: requiredText(limits.name),
    subject: optionalText(limits.subject),
  }),
};

/** A page's address on this site ("/about", "/privacy") or an address over HTTPS. */
export const linkAddressPattern = /^\/(?!\/)[^\s\\]*$|^https:\/\/[^\s/?#.\\]+\.[^\s\\]*$/;

/** A link of the header, its "more" menu, the mobile menu or the footer, in one order for all. */
const navigationLink = {
  hasSlug: false,
  fields: z.strictObject({
    href: z
      .string({ error: "validation.required" })
      .check(
        z.trim(),
        z.minLength(1, "validation.required"),
        z.maxLength(limits.url, "validation.tooLong"),
        z.regex(linkAddressPattern, "validation.link"),
      ),
    placements: z
      .array(choice(navigationPlacements))
      .check(z.minLength(1, "validation.required"), z.maxLength(navigationPlacements.length, "validation.tooMany")),
  }),
  text: z.strictObject({ label: requiredText(limits.name) }),
};

/**
 * First path segments the site's own routes and files use: no simple page may take one.
 * Read from the fixed pages' addresses, so a new fixed page is reserved with it.
 */
const reservedPageSlugs: readonly string[] = [...publicPageSegments, ...nonPageSegments];

/**
 * A simple page (privacy, terms, any page staff add) at `/{slug}`: a title and rich text,
 * sanitised when written like a post's, with its own SEO title and description.
 */
const simplePage = {
  hasSlug: true,
  fields: z.strictObject({}),
  text: z.strictObject({
    title: requiredText(limits.title),
    body: requiredText(limits.content),
    seoTitle: optionalText(limits.seoTitle),
    seoDescription: optionalText(limits.seoDescription),
  }),
};

/** Every kind by the name its API and admin screen use. */
export const contentKinds = {
  services: { ...service, deletedBy: "admin" },
  projects: { ...project, deletedBy: "admin" },
  testimonials: { ...testimonial, deletedBy: "staff" },
  partners: { ...partner, deletedBy: "staff" },
  faq: { ...faq, deletedBy: "staff" },
  packages: { ...packageKind, deletedBy: "staff" },
  team: { ...teamMember, deletedBy: "staff" },
  "about-figures": { ...aboutFigure, deletedBy: "staff" },
  offerings: { ...offering, deletedBy: "staff" },
  "featured-project": { ...featuredProject, deletedBy: "staff" },
  // Fixed kinds: their items are the site's own (seeded once), edited but never added,
  // deleted, hidden or reordered; `fixedSlugs` names them where they have an address.
  "page-texts": { ...pageText, deletedBy: "admin", fixed: true, fixedSlugs: textPages },
  "home-page": { ...homePage, deletedBy: "admin", fixed: true },
  "about-page": { ...aboutPage, deletedBy: "admin", fixed: true },
  "services-page": { ...servicesPage, deletedBy: "admin", fixed: true },
  "packages-page": { ...packagesPage, deletedBy: "admin", fixed: true },
  footer: { ...footer, deletedBy: "admin", fixed: true },
  "calls-to-action": { ...callToAction, deletedBy: "admin", fixed: true, fixedSlugs: callToActionPlaces },
  navigation: { ...navigationLink, deletedBy: "staff" },
  pages: { ...simplePage, deletedBy: "admin", reservedSlugs: reservedPageSlugs },
} as const;

/** Whether staff only edit a kind's seeded items (no adding, deleting, hiding or reordering). */
export function isFixedKind(kind: ContentKind): boolean {
  return "fixed" in contentKinds[kind];
}

export type ContentKind = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKind[];

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(contentKinds, value);
}

export type ContentFields<Kind extends ContentKind> = z.output<(typeof contentKinds)[Kind]["fields"]>;
export type ContentText<Kind extends ContentKind> = z.output<(typeof contentKinds)[Kind]["text"]>;

/** The slug a new item of `kind` may take: for simple pages, none of the site's own first segments. */
export function contentSlugFieldOf(kind: ContentKind) {
  const description = contentKinds[kind];
  const reserved: readonly string[] = "reservedSlugs" in description ? description.reservedSlugs : [];
  if (reserved.length === 0) return contentSlugField;
  return contentSlugField.check(z.refine((slug) => !reserved.includes(slug), "validation.slugReserved"));
}

export const contentSlugField = z
  .string({ error: "validation.required" })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, "validation.required"),
    z.maxLength(limits.slug, "validation.tooLong"),
    z.regex(slugPattern, "validation.slug"),
  );
