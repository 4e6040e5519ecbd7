import { type SiteSettings, socialNetworks } from "../../common/settings";
import type { SiteDetails } from "./site-details";

/** What every public page may show of the settings. */
export function toSiteDetails(settings: SiteSettings): SiteDetails {
  return {
    name: settings.name,
    logo: settings.logo || null,
    address: settings.contact.address,
    hours: settings.contact.hours,
    phone: settings.contact.phone,
    email: settings.contact.email,
    social: socialNetworks.flatMap((network) =>
      settings.social[network] ? [{ network, url: settings.social[network] }] : [],
    ),
    whatsappUrl: settings.whatsappUrl || null,
  };
}
