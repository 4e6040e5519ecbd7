import type { ContentKind } from "../../../common/content/kinds";
import aboutFigures from "./about-figures.json";
import faq from "./faq.json";
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

/**
 * What the site showed before staff could edit it, in four languages: the content
 * migration writes it once (a test checks it against the kinds' schemas). Frozen with
 * that migration; the live content is in the database.
 */
export const shippedSiteContent: Record<ContentKind, ShippedItem[]> = {
  services,
  projects,
  testimonials,
  partners,
  faq,
  packages,
  team,
  "about-figures": aboutFigures,
};
