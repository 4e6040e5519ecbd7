import type { Kysely } from "kysely";
import {
  allShippedContent,
  remainingPageCopyAdditions,
  type ShippedAddition,
  shippedRemainingPageContent,
  shippedRows,
} from "../../seed/site-content/shipped.server";

// The rest of the page copy becomes site content (decision 040): the services page's video,
// "How we work" and quote heading, its brochure's contact block, the packages page's list
// heading and the footer's words about the agency are new fixed kinds, written where the
// kind has no items yet; the home page's featured-project label and the references page's
// counted lead are new texts of items that exist, written in each language where the text
// is absent or empty, so what staff wrote stays theirs. Word for word from the locale
// text, except the Russian lead, which now stands apart from its number (no plural forms).
// Frozen once landed: later changes go in a new migration file.

type Text = Record<string, Record<string, unknown>>;
type Row = { id: string; text: string };

async function rowsOf(db: Kysely<any>, kind: string, slug: string | null): Promise<Row[]> {
  const query = db.selectFrom("content_items").select(["id", "text"]).where("kind", "=", kind);
  return (slug === null ? query.where("slug", "is", null) : query.where("slug", "=", slug)).execute();
}

/** Rewrites each row's text for one shipped addition; unchanged rows are not written. */
async function changeText(
  db: Kysely<any>,
  kind: string,
  addition: ShippedAddition,
  change: (text: Text) => Text,
  now: string,
) {
  for (const row of await rowsOf(db, kind, addition.slug)) {
    const before = JSON.parse(row.text) as Text;
    const after = change(before);
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    await db
      .updateTable("content_items")
      .set({ text: JSON.stringify(after), updated_at: now })
      .where("id", "=", row.id)
      .execute();
  }
}

const additions = () => Object.entries(remainingPageCopyAdditions) as [string, ShippedAddition[]][];

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const [kind, items] of Object.entries(shippedRemainingPageContent)) {
    const existing = await db.selectFrom("content_items").select("id").where("kind", "=", kind).executeTakeFirst();
    if (!existing)
      await db
        .insertInto("content_items")
        .values(shippedRows(kind, items, now))
        .execute();
  }
  for (const [kind, kindAdditions] of additions()) {
    for (const addition of kindAdditions) {
      await changeText(
        db,
        kind,
        addition,
        (text) => {
          const next = { ...text };
          for (const [language, values] of Object.entries(addition.text)) {
            const current = { ...next[language] };
            for (const [key, value] of Object.entries(values)) if (!current[key]) current[key] = value;
            next[language] = current;
          }
          return next;
        },
        now,
      );
    }
  }
}

/**
 * Removes the new kinds and gives the earlier items their texts as shipped before: a text
 * they did not have goes (the earlier schema refuses it), one they had is emptied again
 * where it still reads as this migration wrote it.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom("content_items").where("kind", "in", Object.keys(shippedRemainingPageContent)).execute();
  for (const [kind, kindAdditions] of additions()) {
    for (const addition of kindAdditions) {
      const shipped = allShippedContent[kind as keyof typeof allShippedContent].find(
        (item) => item.slug === addition.slug,
      );
      await changeText(
        db,
        kind,
        addition,
        (text) => {
          const previous = { ...text };
          for (const [language, values] of Object.entries(addition.text)) {
            const current = { ...previous[language] };
            for (const [key, value] of Object.entries(values)) {
              // English was shipped with every field the schema had.
              const known = shipped !== undefined && key in (shipped.text.en ?? {});
              const before = shipped?.text[language]?.[key];
              if (!known || (current[key] === value && before === undefined)) delete current[key];
              else if (current[key] === value) current[key] = before;
            }
            previous[language] = current;
          }
          return previous;
        },
        now,
      );
    }
  }
}
