import type { Kysely } from "kysely";
import { shippedPageContent, shippedRows } from "../../seed/site-content/shipped.server";

// Page copy, the navigation and the simple pages become site content (decision 040): each
// public page's SEO title, description, heading and lead, the home page's hero and section
// headings, the About page's story, mission, vision and values, the calls to action, the
// header's and footer's links, and the Privacy and Terms pages, written from what the
// locale text said, word for word in four languages, so nothing visible changes. A kind
// that already has items is left as it is. Fresh installs get them the same way.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const [kind, items] of Object.entries(shippedPageContent)) {
    const existing = await db.selectFrom("content_items").select("id").where("kind", "=", kind).executeTakeFirst();
    if (existing || items.length === 0) continue;
    await db
      .insertInto("content_items")
      .values(shippedRows(kind, items, now))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("content_items").where("kind", "in", Object.keys(shippedPageContent)).execute();
}
