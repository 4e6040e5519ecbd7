import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { fallbackLanguage, isLanguage } from "../../common/i18n/languages";
import type { LocalizedText, SocialNetwork } from "../../common/settings";

/**
 * The public part of the site settings, as the public layout's loader hands it to every
 * page (never the notification address or the contact form's delivery).
 */
export interface SiteDetails {
  name: string;
  /** The logo's address, or null for the name alone. */
  logo: string | null;
  address: LocalizedText;
  hours: LocalizedText;
  phone: string;
  email: string;
  /** The profiles that are set, in the settings' order. */
  social: { network: SocialNetwork; url: string }[];
  /** The floating chat button's link, or null for no button. */
  whatsappUrl: string | null;
}

/** The public layout's route id (React Router names routes after their files). */
export const publicLayoutId = "routes/public/layout";

/**
 * The site details of the page being shown; undefined only on an error page whose
 * settings could not be read (the database is away), which then shows none.
 */
export function useSiteDetails(): SiteDetails | undefined {
  return useRouteLoaderData<{ site: SiteDetails }>(publicLayoutId)?.site;
}

/** A text in `language`, or in English when that language was left empty. */
export function inLanguage(text: LocalizedText, language: string): string {
  return (isLanguage(language) && text[language]) || text[fallbackLanguage];
}

/** A settings text in the language the page shows now (it follows a switch at once). */
export function useInLanguage(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  return (text) => inLanguage(text, i18n.language);
}

/** "+994 12 555 01 23" → "tel:+994125550123". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
