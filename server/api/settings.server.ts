import { settingsContract } from "../../common/contract/settings";
import { currentUser } from "../auth/require-staff.server";
import { settingsChanges } from "../db/activity-changes.server";
import { recordActivity } from "../db/activity.server";
import { readSiteSettings, saveSiteSettings } from "../db/site-settings.server";
import { implement } from "./operation.server";

/** The whole settings document, for admins; the time zone for every staff member (common/contract/settings.ts). */
export const settingsOperations = implement(settingsContract, {
  getSiteSettings: {
    handle: async (_request, { db, config }) => ({ status: 200, body: await readSiteSettings(db, config) }),
  },
  getTimeZone: {
    handle: async (_request, { siteSettings }) => ({
      status: 200,
      body: { timeZone: (await siteSettings()).timeZone },
    }),
  },
  saveSiteSettings: {
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
      return { status: 200, body: settings };
    },
  },
});
