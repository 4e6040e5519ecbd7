import type { Kysely } from "kysely";
import { postHtmlVersion, renderPostHtml } from "../post-html/render-post-html.server";
import { announcePublicChange } from "./public-changes.server";
import type { DB } from "./schema.server";

const versionKey = "post_html_version";
const batchSize = 200;

/**
 * Renders the stored HTML of every post again when the renderer has changed since it was
 * stored (code highlighting came in with version 2). Runs at start-up under the start-up
 * lock, so one instance does it once; the version is written after the last batch, so a
 * start cut short does it again. Not an edit: `updated_at` stays. Returns the posts changed.
 */
export async function rerenderStoredPostHtml(db: Kysely<DB>): Promise<number> {
  const stored = await db.selectFrom("appMeta").select("value").where("key", "=", versionKey).executeTakeFirst();
  if (Number(stored?.value ?? 1) >= postHtmlVersion) return 0;
  let changed = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("posts")
      .select(["id", "content"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const content = renderPostHtml(row.content);
      if (content === row.content) continue;
      await db.updateTable("posts").set({ content }).where("id", "=", row.id).execute();
      changed++;
    }
    after = rows.at(-1)!.id;
  }
  await db
    .insertInto("appMeta")
    .values({ key: versionKey, value: String(postHtmlVersion) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(postHtmlVersion) }))
    .execute();
  if (changed > 0) await announcePublicChange(db);
  return changed;
}
