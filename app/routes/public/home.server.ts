import type { Kysely } from "kysely";
import { altTextFor } from "../../../common/media";
import type { Language } from "../../../common/i18n/languages";
import { findMediaByUrl } from "../../../server/db/media.server";
import type { DB } from "../../../server/db/schema.server";
import type { HomeServiceCard } from "~/components/home/services-section";
import type { HeroPicture } from "~/components/home/hero";
import type { Service } from "~/lib/site-content";

/**
 * The home page's "What we do" cards: the visible services, in their order, as /services
 * lists them (decision 062). One source, so the home page never sells a service the
 * services page does not have; each card's dialog lists its features and links to its page.
 */
export function homeServiceCards(services: Service[]): HomeServiceCard[] {
  return services.map((service) => ({
    id: service.id,
    icon: service.icon,
    title: service.title,
    description: service.subtitle,
    items: service.features,
    serviceSlug: service.slug,
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
