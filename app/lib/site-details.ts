import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { MarketingFigures, SocialNetwork } from "../../common/settings";
import type { NavigationPlacement } from "../../common/content/kinds";

/**
 * The public part of the site settings in the page's language, as the public layout's
 * loader hands it to every page (never the notification address or the contact form's
 * delivery). A language switch runs the loaders again, so it follows.
 */
export interface SiteDetails {
  name: string;
  /** The logo's address, or null for the name alone. */
  logo: string | null;
  address: string;
  hours: string;
  phone: string;
  /** The phone as a `tel:` link. */
  phoneHref: string;
  email: string;
  /** The profiles that are set, in the settings' order. */
  social: { network: SocialNetwork; url: string }[];
  /** The floating chat button's link, or null for no button. */
  whatsappUrl: string | null;
  /** The marketing figures, set once in the settings and quoted wherever they appear. */
  figures: MarketingFigures;
  /** The navigation's links in the page's language, by where they are shown (decision 040). */
  menus: Menus;
  /** The footer's words about the agency in the page's language (decision 040). */
  about: string;
}

/** A link as a menu shows it: a path on this site ("/about") or an https:// address. */
export interface MenuLink {
  href: string;
  label: string;
}

/** The header's links, its "more" dropdown, the mobile menu and the footer, each in the site's order. */
export type Menus = Record<NavigationPlacement, MenuLink[]>;

/**
 * The site details of the page being shown; undefined only on an error page whose
 * settings could not be read (the database is away), which then shows none.
 */
export function useSiteDetails(): SiteDetails | undefined {
  // The public layout's route id: React Router names routes after their files.
  return useRouteLoaderData<{ site: SiteDetails }>("routes/public/layout")?.site;
}

/**
 * The agency's name as the settings give it: the root's, which the server read for the
 * page's title (the locale's name while the database is away).
 */
export function useSiteName(): string {
  const { t } = useTranslation("common");
  return useRouteLoaderData<typeof rootLoader>("root")?.siteName ?? t("brand.name");
}
