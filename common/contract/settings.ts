import { siteSettingsSchema, timeZoneAnswerSchema } from "../settings";
import { defaultSiteSettings } from "../settings-defaults";
import { answer, endpoint } from "./endpoint";

/** The whole settings document, for admins; the time zone for every staff member. */
export const settingsContract = {
  getSiteSettings: endpoint({
    method: "get",
    path: "/settings",
    operationId: "getSiteSettings",
    summary: "The site settings: name, logo, contact details, links, map, contact delivery, special offer",
    role: "admin",
    responses: { "200": answer("Settings", siteSettingsSchema) },
  }),
  getTimeZone: endpoint({
    method: "get",
    path: "/settings/time-zone",
    operationId: "getTimeZone",
    summary: "The agency's time zone (an IANA name), in which the admin shows and takes schedules",
    role: "staff",
    responses: { "200": answer("Time zone", timeZoneAnswerSchema) },
  }),
  saveSiteSettings: endpoint({
    method: "put",
    path: "/settings",
    operationId: "saveSiteSettings",
    summary: "Replace the site settings with the whole document; public pages show them at once",
    role: "admin",
    body: { name: "SiteSettingsInput", schema: siteSettingsSchema, limit: "50kb", example: defaultSiteSettings({}) },
    responses: { "200": answer("Saved", siteSettingsSchema) },
  }),
};
