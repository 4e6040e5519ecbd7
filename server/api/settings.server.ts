import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { siteSettingsSchema } from "../../common/settings";
import { currentUser } from "../auth/require-staff.server";
import type { Config } from "../config.server";
import { recordActivity } from "../db/activity.server";
import type { DB } from "../db/schema.server";
import { readSiteSettings, saveSiteSettings } from "../db/site-settings.server";
import { jsonBody, parseBody } from "./http.server";

/** GET and PUT /api/settings: the whole settings document, for admins. */
export function settingsRouter(db: Kysely<DB>, requireAdmin: RequestHandler, config: Config): Router {
  const router = Router();

  router.get("/settings", requireAdmin, async (_req, res) => {
    res.json(await readSiteSettings(db, config));
  });

  router.put("/settings", requireAdmin, ...jsonBody("50kb"), async (req, res) => {
    const settings = parseBody(siteSettingsSchema, req);
    const actorId = currentUser(res).id;
    await saveSiteSettings(db, settings, actorId);
    await recordActivity(db, { kind: "settings.updated", subjectId: "site", title: settings.name, actorId });
    res.json(settings);
  });

  return router;
}
