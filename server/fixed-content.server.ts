import type { LocalizedContent } from "../common/content/items";
import type { ContentKind } from "../common/content/kinds";
import { demoContent } from "./seed/site-content/believable-demo.server";

/** The fixed kinds of page copy (decision 040): staff edit their seeded items, never add or delete them. */
export type FixedKind =
  "page-texts" | "home-page" | "about-page" | "services-page" | "packages-page" | "footer" | "calls-to-action";

/** A kind of site content in one language, as the content cache gives it. */
export type ContentInLanguage = <Kind extends ContentKind>(kind: Kind) => Promise<LocalizedContent<Kind>[]>;

/**
 * The item of a fixed kind with `slug` (or the kind's one item). Staff cannot delete these,
 * so the shipped English text stands in only for a database restored from before they
 * existed, until its migration runs.
 */
export async function fixedItem<Kind extends FixedKind>(
  content: ContentInLanguage,
  kind: Kind,
  slug: string | null,
): Promise<LocalizedContent<Kind>> {
  const items = await content(kind);
  const found = items.find((item) => item.slug === slug);
  if (found) return found;
  const shipped = demoContent[kind].find((item) => item.slug === slug)!;
  const updatedAt = new Date(0).toISOString();
  return { id: "", slug, updatedAt, ...shipped.fields, ...shipped.text.en } as unknown as LocalizedContent<Kind>;
}
