import type { HomeOffering } from "~/components/home/services-section";
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
