import type { Kysely } from "kysely";
import { type SiteSettings, siteSettingsSchema } from "../../common/settings";
import { defaultSiteSettings } from "../../common/settings-defaults";
import type { ReadCache } from "./read-cache.server";
import type { Config } from "../config.server";
import { announcePublicChange } from "./public-changes.server";
import type { DB } from "./schema.server";

const rowId = "site";
const cacheKey = "site-settings";

// The defaults live in common/ (the contract's example uses them too); the server's callers find them here.
export { defaultSiteSettings };

/** Writes the defaults on the first start; two instances starting together write once. */
export async function ensureSiteSettings(db: Kysely<DB>, config: Pick<Config, "emailJs">): Promise<void> {
  await db
    .insertInto("siteSettings")
    .values({
      id: rowId,
      document: JSON.stringify(defaultSiteSettings(config)),
      updatedBy: null,
      updatedAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The saved settings; the defaults where the first start has not written them (an API-only test). */
export async function readSiteSettings(db: Kysely<DB>, config: Pick<Config, "emailJs">): Promise<SiteSettings> {
  const row = await db.selectFrom("siteSettings").select("document").where("id", "=", rowId).executeTakeFirst();
  return row ? siteSettingsSchema.parse(JSON.parse(row.document)) : defaultSiteSettings(config);
}

/**
 * The settings through the answer cache: every page, the contact form's delivery and
 * its notifications read them, and a save clears the cache like a post change does.
 */
export async function readCachedSiteSettings(
  db: Kysely<DB>,
  config: Pick<Config, "emailJs">,
  cache: ReadCache,
): Promise<SiteSettings> {
  const cached = cache.get(cacheKey);
  if (cached) return JSON.parse(cached) as SiteSettings;
  const settings = await readSiteSettings(db, config);
  cache.set(cacheKey, JSON.stringify(settings));
  return settings;
}

/** Replaces the settings; every page shows them at the next request. */
export async function saveSiteSettings(db: Kysely<DB>, settings: SiteSettings, actorId: string): Promise<void> {
  const row = { document: JSON.stringify(settings), updatedBy: actorId, updatedAt: new Date().toISOString() };
  await db
    .insertInto("siteSettings")
    .values({ id: rowId, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  await announcePublicChange(db);
}
