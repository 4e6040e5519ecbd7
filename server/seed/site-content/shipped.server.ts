import { randomUUID } from "node:crypto";
import type { ContentKind } from "../../../common/content/kinds";
import type { Language } from "../../../common/i18n/languages";
import aboutFigures from "./about-figures.json";
import aboutPage from "./about-page.json";
import footer from "./footer.json";
import packagesPage from "./packages-page.json";
import remainingPageCopy from "./remaining-page-copy.json";
import servicesPage from "./services-page.json";
import callsToAction from "./calls-to-action.json";
import homePage from "./home-page.json";
import navigation from "./navigation.json";
import pageTexts from "./page-texts.json";
import pages from "./pages.json";
import faq from "./faq.json";
import featuredProject from "./featured-project.json";
import offerings from "./offerings.json";
import packages from "./packages.json";
import partners from "./partners.json";
import projects from "./projects.json";
import services from "./services.json";
import team from "./team.json";
import testimonials from "./testimonials.json";

export interface ShippedItem {
  slug: string | null;
  fields: Record<string, unknown>;
  text: Record<string, Record<string, unknown>>;
}

/** The kinds the home page read from code and its locale text until 2026-12-29. */
export type HomeContentKind = "offerings" | "featured-project";

/**
 * What the site showed before staff could edit it, in four languages: the content
 * migration (2026-12-25) writes it once (a test checks it against the kinds' schemas).
 * Frozen with that migration; the live content is in the database, and the demo's later
 * revisions are in `believable-demo.server.ts` (decision 042).
 */
export const shippedSiteContent: Record<
  Exclude<ContentKind, HomeContentKind | PageContentKind | RemainingPageKind>,
  ShippedItem[]
> = {
  services,
  projects,
  testimonials,
  partners,
  faq,
  packages,
  team,
  "about-figures": aboutFigures,
};

/**
 * The home page's "What we do" cards and featured project as they were in the `home`
 * locale text, word for word in four languages: the 2026-12-29 migration writes them
 * where they are absent. Frozen with that migration.
 */
export const shippedHomeContent: Record<HomeContentKind, ShippedItem[]> = {
  offerings,
  "featured-project": featuredProject,
};

/** The kinds of page copy, navigation and simple pages, from the locale text until 2027-01-04. */
export type PageContentKind = "page-texts" | "home-page" | "about-page" | "calls-to-action" | "navigation" | "pages";

/**
 * Page copy as the locale text had it (decision 040), the navigation of the spec's public
 * layout with the Privacy and Terms pages in the footer, and those two pages: the
 * 2027-01-04 migration writes them where they are absent. Frozen with that migration.
 */
export const shippedPageContent: Record<PageContentKind, ShippedItem[]> = {
  "page-texts": pageTexts,
  "home-page": homePage,
  "about-page": aboutPage,
  "calls-to-action": callsToAction,
  navigation,
  pages,
};

/** The kinds of the page copy that stayed in the locale text until 2027-01-09. */
export type RemainingPageKind = "services-page" | "packages-page" | "footer";

/**
 * The rest of the page copy as the locale text had it, in four languages (decision 040):
 * the services page's sections and its brochure's contact block, the packages page's list
 * heading and the footer's words about the agency. The 2027-01-09 migration writes them
 * where they are absent. Frozen with that migration.
 */
export const shippedRemainingPageContent: Record<RemainingPageKind, ShippedItem[]> = {
  "services-page": servicesPage,
  "packages-page": packagesPage,
  footer,
};

/** New texts for fields of items shipped earlier, found by their slug (null: the kind's one item). */
export interface ShippedAddition {
  slug: string | null;
  text: Record<Language, Record<string, string>>;
}

/**
 * The same migration's new texts in items shipped before: the home page's label over its
 * featured project and the references page's lead, counting its clients in `{{count}}`.
 * Frozen with that migration.
 */
export const remainingPageCopyAdditions = remainingPageCopy as Partial<Record<ContentKind, ShippedAddition[]>>;

/** Every kind's shipped content, as each migration wrote it before any revision. */
export const allShippedContent: Record<ContentKind, ShippedItem[]> = {
  ...shippedSiteContent,
  ...shippedHomeContent,
  ...shippedPageContent,
  ...shippedRemainingPageContent,
};

/** The `content_items` rows a migration writes for one kind's shipped items, in their order. */
export function shippedRows(kind: string, items: ShippedItem[], now: string) {
  return items.map((item, position) => ({
    id: randomUUID(),
    kind,
    slug: item.slug,
    position,
    visible: 1,
    fields: JSON.stringify(item.fields),
    text: JSON.stringify(item.text),
    created_at: now,
    updated_at: now,
  }));
}
