import { fallbackLanguage, type Language } from "../../common/i18n/languages";
import { type LocalizedText, type SiteSettings, socialNetworks } from "../../common/settings";
import type { Menus, SiteDetails } from "./site-details";
import type { FooterText, NavigationLink } from "./site-content";

/** A settings text in `language`, or in English when that language was left empty. */
export function inLanguage(text: LocalizedText, language: Language): string {
  return text[language] || text[fallbackLanguage];
}

/** "+994 12 555 01 23" → "tel:+994125550123". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The shown navigation links grouped by where they appear, each group in the site's order. */
export function toMenus(links: NavigationLink[]): Menus {
  const menus: Menus = { header: [], more: [], mobile: [], footer: [] };
  for (const link of links) {
    for (const placement of link.placements) menus[placement].push({ href: link.href, label: link.label });
  }
  return menus;
}

/** What every public page may show of the settings, the navigation and the footer, in the page's language. */
export function toSiteDetails(
  settings: SiteSettings,
  language: Language,
  { links, footer }: { links: NavigationLink[]; footer: FooterText },
): SiteDetails {
  return {
    name: settings.name,
    logo: settings.logo || null,
    address: inLanguage(settings.contact.address, language),
    hours: inLanguage(settings.contact.hours, language),
    phone: settings.contact.phone,
    phoneHref: phoneHref(settings.contact.phone),
    email: settings.contact.email,
    social: socialNetworks.flatMap((network) =>
      settings.social[network] ? [{ network, url: settings.social[network] }] : [],
    ),
    whatsappUrl: settings.whatsappUrl || null,
    figures: settings.figures,
    menus: toMenus(links),
    about: footer.about,
  };
}
