// Every kind of site content, described once (decision 019): its language-independent
// fields and its text in each language, as Zod schemas that check the API, the admin's
// form and every row read back. Field messages are translation keys under `validation.*`.
import * as z from "zod/mini";
import { imageUrlField, limits, optionalText, requiredText } from "../fields";
import { slugPattern } from "../slug";
import {
  serviceIcons,
  serviceCategories,
  durations,
  teamSizes,
  complexities,
  projectCategories,
  projectRoles,
  testimonialPlacements,
  currencies,
  pricePeriods,
  figureSuffixes,
  offeringIcons,
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
    team: listOf(
      z.strictObject({ name: requiredText(limits.name), role: choice(projectRoles), portrait: imageUrlField }),
      20,
    ),
  }),
  text: z.strictObject({
    subtitle: requiredText(limits.title),
    description: requiredText(limits.excerpt * 2),
    client: requiredText(limits.name),
    features: lines(),
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
  fields: z.strictObject({ value: wholeNumber(0, 1_000_000), suffix: z._default(choice(figureSuffixes), "") }),
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

/** An address over HTTPS, or "" for none (the button is then left out). */
const optionalLink = z
  .string({ error: "validation.text" })
  .check(
    z.trim(),
    z.maxLength(limits.url, "validation.tooLong"),
    z.regex(/^$|^https:\/\/[^\s/?#.]+\.[^\s]*$/, "validation.url"),
  );

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
} as const;

export type ContentKind = keyof typeof contentKinds;
export const contentKindNames = Object.keys(contentKinds) as ContentKind[];

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(contentKinds, value);
}

export type ContentFields<Kind extends ContentKind> = z.output<(typeof contentKinds)[Kind]["fields"]>;
export type ContentText<Kind extends ContentKind> = z.output<(typeof contentKinds)[Kind]["text"]>;

export const contentSlugField = z
  .string({ error: "validation.required" })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, "validation.required"),
    z.maxLength(limits.slug, "validation.tooLong"),
    z.regex(slugPattern, "validation.slug"),
  );
