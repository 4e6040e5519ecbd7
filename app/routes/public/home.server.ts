import type { Kysely } from "kysely";
import { altTextFor } from "../../../common/media";
import type { Language } from "../../../common/i18n/languages";
import { findMediaByUrl } from "../../../server/db/media.server";
import type { DB } from "../../../server/db/schema.server";
import type { HomeOffering } from "~/components/home/services-section";
import type { HeroPicture } from "~/components/home/hero";
import type { Offering } from "~/lib/site-content";

/**
 * The home page's cards, each keeping its `serviceSlug` only while a visible service has it,
 * so the dialog never links to a hidden, deleted or mistyped service page.
 */
export function withServicePages(offerings: Offering[], services: { slug: string | null }[]): HomeOffering[] {
  const visibleSlugs = new Set(services.map((service) => service.slug));
  return offerings.map((offering) => ({
    ...offering,
    serviceSlug: offering.serviceSlug && visibleSlugs.has(offering.serviceSlug) ? offering.serviceSlug : null,
  }));
}


/**
 * The hero's picture from its address: a library image gets its variants as a `srcset` and
 * its own size, so the box is reserved before it loads (no layout shift); another address
 * is shown as it is. Empty: none (the featured project's picture stands in).
 */
export async function heroPictureOf(
  db: Kysely<DB>,
  address: string,
  language: Language,
  fallbackAlt: string,
): Promise<HeroPicture | null> {
  if (!address) return null;
  const media = await findMediaByUrl(db, address);
  if (!media) return { src: address, width: 1200, height: 800, alt: fallbackAlt };
  return {
    src: media.variants.find((variant) => variant.width >= 960)?.url ?? media.url,
    srcSet: media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    width: media.width,
    height: media.height,
    alt: altTextFor(media.alt, language, fallbackAlt),
  };
}
