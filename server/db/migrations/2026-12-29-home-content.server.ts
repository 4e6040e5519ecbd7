import type { Kysely } from "kysely";
import { shippedHomeContent, shippedRows } from "../../seed/site-content/shipped.server";

// The home page's "What we do" cards (`offerings`) and its featured project become site
// content (decision 019), written from what the `home` locale text said, in four languages,
// so nothing visible changes. A kind that already has items (written by staff through the
// API before this ran) is left as it is. Fresh installs get them the same way.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const [kind, items] of Object.entries(shippedHomeContent)) {
    const existing = await db.selectFrom("content_items").select("id").where("kind", "=", kind).executeTakeFirst();
    if (existing || items.length === 0) continue;
    await db
      .insertInto("content_items")
      .values(shippedRows(kind, items, now))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("content_items").where("kind", "in", Object.keys(shippedHomeContent)).execute();
}
