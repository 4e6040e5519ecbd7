import type { ContentKind } from "../../common/content/kinds";
import type { LocalizedContent } from "../../common/content/items";

// Site content as loaders hand it to public pages (decision 019): one item in the page's
// language, English where a text is not translated. Plain JSON, so nothing but the data
// reaches the browser.

export type SiteItem<Kind extends ContentKind> = LocalizedContent<Kind>;
export type Service = SiteItem<"services">;
export type Project = SiteItem<"projects">;
export type Testimonial = SiteItem<"testimonials">;
export type Partner = SiteItem<"partners">;
export type FaqItem = SiteItem<"faq">;
export type Package = SiteItem<"packages">;
export type TeamMember = SiteItem<"team">;
export type AboutFigure = SiteItem<"about-figures">;
export type FeaturedProjectItem = SiteItem<"featured-project">;
export type HomePageText = SiteItem<"home-page">;
export type AboutPageText = SiteItem<"about-page">;
export type PageText = SiteItem<"page-texts">;
export type NavigationLink = SiteItem<"navigation">;
export type FooterText = SiteItem<"footer">;
export type SimplePage = SiteItem<"pages">;

/** A section's heading and the line under it, as staff wrote them (decision 040). */
export interface SectionText {
  title: string;
  /** Empty: the heading stands alone. */
  lead: string;
}

/** A benefit or a value: a heading and its text. */
export interface HeadedText {
  title: string;
  text: string;
}

/** A public address's item: services and projects are found by their slug. */
export function bySlug<Item extends { slug: string | null }>(items: Item[], slug: string): Item | undefined {
  return items.find((item) => item.slug === slug);
}
