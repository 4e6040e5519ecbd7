import type { Kysely } from "kysely";
import { altTextFor } from "../../../common/media";
import type { Language } from "../../../common/i18n/languages";
import { findMediaByUrl } from "../../../server/db/media.server";
import type { DB } from "../../../server/db/schema.server";
import type { HomeServiceCard } from "~/components/home/services-section";
import type { HeroPicture } from "~/components/home/hero";
import type { Service } from "~/lib/site-content";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readCallToAction, readHomePage, readPageText } from "~/lib/page-texts.server";
import { inLanguage } from "~/lib/site-details.server";
import type { AppContext } from "../../../server/load-context.server";

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

/** The home page's share of the lists: twelve partners' logos and six recent projects. */
const partnersOnHome = 12;
const projectsOnHome = 6;

/** The home page's data: its texts, hero picture, figures and the lists' shares it shows. */
export async function homePageData(appContext: AppContext) {
  const { db, language, siteSettings, content, readSiteName } = appContext;
  const siteName = await readSiteName();
  const [
    { offer, figures },
    featuredProjects,
    testimonials,
    partners,
    projects,
    services,
    pageText,
    text,
    callToAction,
  ] = await readDatabase(() =>
    Promise.all([
      siteSettings(),
      content("featured-project"),
      content("testimonials"),
      content("partners"),
      content("projects"),
      content("services"),
      readPageText(content, "home"),
      readHomePage(content),
      readCallToAction(content, "home"),
    ]),
  );
  const heroPicture = await readDatabase(() => heroPictureOf(db, text.heroImage, language, text.heroTitle));
  return {
    meta: pageMetaOf(pageText, siteName),
    text,
    heroPicture,
    callToAction,
    figures,
    // "What we do" is the services page's own list (decision 062).
    offerings: homeServiceCards(services),
    // The admin's list lets staff keep more than one: the first shown one is featured, so
    // another can wait hidden, or be moved up, for its turn. None shown: no block.
    featuredProject: featuredProjects[0] ?? null,
    testimonials: testimonials.filter((testimonial) => testimonial.placements.includes("home")),
    partners: partners.slice(0, partnersOnHome),
    projects: projects.slice(0, projectsOnHome),
    /** The special offer's wording, or null when it is switched off. */
    offer: offer.enabled ? { title: inLanguage(offer.title, language), text: inLanguage(offer.text, language) } : null,
  };
}
