// The public pages as staff edit them (decision 061): each page's words and pictures in the
// order the page shows them, grouped by its sections. A section names the fixed item its
// fields belong to (a page's `page-texts`, the home page's `home-page`, a call to action…)
// and the lists it shows, which stay screens of their own.
import type { TextPage } from "../../../common/content/choices";
import { textPages } from "../../../common/content/choices";
import type { ContentKind } from "../../../common/content/kinds";

/** A fixed item: its kind and slug (null for a kind of one item). */
export interface ItemRef {
  kind: ContentKind;
  slug: string | null;
}

export interface PageSection {
  /** Its heading, `pages.sections.{key}` in admin.json. */
  key: string;
  item: ItemRef;
  /** The item's fields shown here, in the page's order (a language-independent field or a text). */
  fields: string[];
  /** Lists of their own whose items this section shows. */
  lists?: ContentKind[];
}

const pageText = (page: TextPage): ItemRef => ({ kind: "page-texts", slug: page });
const callToAction = (place: string): ItemRef => ({ kind: "calls-to-action", slug: place });
const home: ItemRef = { kind: "home-page", slug: null };
const about: ItemRef = { kind: "about-page", slug: null };
const services: ItemRef = { kind: "services-page", slug: null };
const packages: ItemRef = { kind: "packages-page", slug: null };

const header = (page: TextPage, lists?: ContentKind[]): PageSection => ({
  key: "header",
  item: pageText(page),
  fields: ["heading", "lead"],
  ...(lists ? { lists } : {}),
});
const banner = (place: string): PageSection => ({
  key: "callToAction",
  item: callToAction(place),
  fields: ["title", "text", "button", "subject"],
});
const seo = (page: TextPage): PageSection => ({
  key: "seo",
  item: pageText(page),
  fields: ["seoTitle", "seoDescription", "seoKeywords"],
});

/** Every fixed public page's sections, top to bottom, then its SEO fields. */
export const pageSections: Record<TextPage, PageSection[]> = {
  home: [
    {
      key: "hero",
      item: home,
      fields: [
        "heroImage",
        "heroBadge",
        "heroTitle",
        "heroHighlight",
        "heroLead",
        "heroPrimaryButton",
        "heroSecondaryButton",
      ],
    },
    { key: "whatWeDo", item: home, fields: ["servicesTitle", "servicesLead"], lists: ["services"] },
    { key: "featuredProject", item: home, fields: ["featuredLabel"], lists: ["featured-project"] },
    { key: "whyUs", item: home, fields: ["whyTitle", "whyLead", "benefits"] },
    { key: "numbers", item: home, fields: ["numbersTitle"] },
    { key: "testimonials", item: home, fields: ["testimonialsTitle", "testimonialsLead"], lists: ["testimonials"] },
    { key: "partners", item: home, fields: ["partnersTitle", "partnersLead"], lists: ["partners"] },
    { key: "portfolio", item: home, fields: ["portfolioTitle", "portfolioLead"], lists: ["projects"] },
    banner("home"),
    { key: "newsletter", item: home, fields: ["newsletterTitle", "newsletterText"] },
    seo("home"),
  ],
  services: [
    header("services", ["services"]),
    { key: "video", item: services, fields: ["videoTitle", "videoText"] },
    { key: "process", item: services, fields: ["processTitle", "processLead", "processSteps"] },
    { key: "testimonials", item: services, fields: ["testimonialTitle"], lists: ["testimonials"] },
    banner("services"),
    { key: "brochure", item: services, fields: ["brochureContactTitle", "brochureContactText"] },
    seo("services"),
  ],
  portfolio: [header("portfolio", ["projects"]), seo("portfolio")],
  about: [
    header("about"),
    { key: "story", item: about, fields: ["story", "missionTitle", "missionText", "visionTitle", "visionText"] },
    { key: "values", item: about, fields: ["valuesTitle", "valuesLead", "values"] },
    { key: "expertise", item: about, fields: ["expertiseTitle"], lists: ["about-figures"] },
    { key: "team", item: about, fields: ["teamTitle", "teamLead"], lists: ["team"] },
    banner("about"),
    { key: "seo", item: pageText("about"), fields: ["seoTitle", "seoDescription", "seoKeywords"] },
    { key: "organization", item: about, fields: ["organizationDescription"] },
  ],
  blog: [header("blog"), seo("blog")],
  contact: [header("contact"), seo("contact")],
  faq: [header("faq", ["faq"]), banner("faq"), seo("faq")],
  references: [header("references", ["partners", "testimonials"]), seo("references")],
  packages: [
    header("packages"),
    { key: "packages", item: packages, fields: ["listTitle"], lists: ["packages"] },
    banner("packages"),
    seo("packages"),
  ],
  application: [header("application"), seo("application")],
  "logo-generator": [header("logo-generator"), seo("logo-generator")],
};

/** The fixed pages in the order the Pages screen lists them. */
export const editablePages: readonly TextPage[] = textPages;

export function isEditablePage(value: string | undefined): value is TextPage {
  return textPages.some((page) => page === value);
}

/** The items a page's editor loads and saves, each once, in the order they first appear. */
export function pageItems(page: TextPage): ItemRef[] {
  const refs: ItemRef[] = [];
  for (const { item } of pageSections[page]) {
    if (!refs.some((ref) => ref.kind === item.kind && ref.slug === item.slug)) refs.push(item);
  }
  return refs;
}
