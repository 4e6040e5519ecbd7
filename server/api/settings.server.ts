import { siteSettingsSchema, timeZoneAnswerSchema } from "../../common/settings";
import { currentUser } from "../auth/require-staff.server";
import { settingsChanges } from "../db/activity-changes.server";
import { recordActivity } from "../db/activity.server";
import { readSiteSettings, saveSiteSettings } from "../db/site-settings.server";
import { answer, operation } from "./operation.server";

/** The whole settings document, for admins; the time zone for every staff member. */
export const settingsOperations = [
  operation({
    method: "get",
    path: "/settings",
    operationId: "getSiteSettings",
    summary: "The site settings: name, logo, contact details, links, map, contact delivery, special offer",
    role: "admin",
    responses: { "200": answer("Settings", siteSettingsSchema) },
    async handle({ res }, { db, config }) {
      res.json(await readSiteSettings(db, config));
    },
  }),
  operation({
    method: "get",
    path: "/settings/time-zone",
    operationId: "getTimeZone",
    summary: "The agency's time zone (an IANA name), in which the admin shows and takes schedules",
    role: "staff",
    responses: { "200": answer("Time zone", timeZoneAnswerSchema) },
    async handle({ res }, { siteSettings }) {
      res.json({ timeZone: (await siteSettings()).timeZone });
    },
  }),
  operation({
    method: "put",
    path: "/settings",
    operationId: "saveSiteSettings",
    summary: "Replace the site settings with the whole document; public pages show them at once",
    role: "admin",
    body: { name: "SiteSettingsInput", schema: siteSettingsSchema, limit: "50kb" },
    responses: { "200": answer("Saved", siteSettingsSchema) },
    async handle({ res, body: settings }, { db, config }) {
      const actorId = currentUser(res).id;
      const before = await readSiteSettings(db, config);
      await saveSiteSettings(db, settings, actorId);
      await recordActivity(db, {
        kind: "settings.updated",
        subjectId: "site",
        title: settings.name,
        actorId,
        changes: settingsChanges(before, settings),
      });
      res.json(settings);
    },
  }),
];
