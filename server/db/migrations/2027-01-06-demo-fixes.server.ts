import type { Kysely } from "kysely";
import { believableDemoRevisions, reviseItem } from "../../seed/site-content/believable-demo.server";
import { allShippedContent, type ShippedItem } from "../../seed/site-content/shipped.server";

// A demo a buyer believes (issue 30, decision 042): one timeline per case study, service
// timelines that add up, team figures instead of skill percentages, packages without
// prices. Each value is rewritten only where it still reads as shipped, so what staff have
// edited stays theirs; an item staff renamed or deleted is left alone.
// Frozen once landed: later changes go in a new migration file.

/** What identifies a shipped item without an address: its English name in the kind. */
const englishIdentity: Record<string, string> = {
  testimonials: "author",
  "about-figures": "label",
  packages: "name",
  "featured-project": "title",
};

type Row = { id: string; slug: string | null; fields: string; text: string };
type Json = Record<string, any>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function findRow(kind: string, shipped: ShippedItem, rows: Row[]) {
  if (shipped.slug) return rows.find((row) => row.slug === shipped.slug);
  const key = englishIdentity[kind]!;
  return rows.find((row) => same((JSON.parse(row.text) as Json).en?.[key], shipped.text.en?.[key]));
}

/** `current` with each value of `to` that still equals its value in `from`. */
function replaceUnchanged(current: Json, from: Json, to: Json) {
  const next = { ...current };
  for (const [key, value] of Object.entries(to)) {
    if (same(current[key], from[key]) && !same(value, from[key])) next[key] = value;
  }
  return next;
}

async function rewrite(db: Kysely<any>, direction: "up" | "down") {
  const now = new Date().toISOString();
  for (const [kind, shippedItems] of Object.entries(allShippedContent)) {
    const revisions = believableDemoRevisions.filter((revision) => revision.kind === kind);
    if (revisions.length === 0) continue;
    const rows: Row[] = await db
      .selectFrom("content_items")
      .select(["id", "slug", "fields", "text"])
      .where("kind", "=", kind)
      .execute();
    for (const [index, shipped] of shippedItems.entries()) {
      const mine = revisions.filter((revision) => revision.index === index);
      if (mine.length === 0) continue;
      const revised = reviseItem(shipped, mine);
      const [from, to] = direction === "up" ? [shipped, revised] : [revised, shipped];
      const row = findRow(kind, from, rows);
      if (!row) continue;
      const fields = replaceUnchanged(JSON.parse(row.fields), from.fields, to.fields);
      const currentText = JSON.parse(row.text) as Json;
      const text = Object.fromEntries(
        Object.entries(currentText).map(([language, values]) => [
          language,
          replaceUnchanged(values, from.text[language] ?? {}, to.text[language] ?? {}),
        ]),
      );
      if (same(fields, JSON.parse(row.fields)) && same(text, currentText)) continue;
      await db
        .updateTable("content_items")
        .set({ fields: JSON.stringify(fields), text: JSON.stringify(text), updated_at: now })
        .where("id", "=", row.id)
        .execute();
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, "up");
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, "down");
}
