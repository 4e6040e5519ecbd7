import type { HomeServiceCard } from "~/components/home/services-section";
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
