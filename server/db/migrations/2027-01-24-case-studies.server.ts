import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type DemoRevision, revisedDemoContent, reviseItem } from "../../seed/site-content/believable-demo.server";
import { caseStudyRevisions, caseStudyTeam, offerTexts } from "../../seed/site-content/case-studies.server";
import type { ShippedItem } from "../../seed/site-content/shipped.server";

// One story, case studies that sell (issue 42, decision 062): each project gains its
// sector, challenge, approach and captions, its completion counted back from now (the
// latest a few months ago) and no link to a fictional site; the people the case studies
// credit join the team page; the home page stops saying "this year" over older work; the
// About page's team size is the settings' figure; the special offer's bonus is no longer
// the free support every project gets. As in 2027-01-06, a value changes only where it
// still reads as before, so what staff edited stays theirs.
// Frozen once landed: later changes go in a new migration file.

type Row = { id: string; slug: string | null; fields: string; text: string };
type Json = Record<string, any>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What identifies an item without an address: its English name in the kind, or the kind's one item. */
const identity: Record<string, (text: Json) => unknown> = {
  "about-figures": (text) => text.en?.label,
  "featured-project": (text) => text.en?.title,
  "home-page": () => true,
};

function findRow(kind: string, item: ShippedItem, rows: Row[]) {
  if (item.slug) return rows.find((row) => row.slug === item.slug);
  const key = identity[kind]!;
  return rows.find((row) => same(key(JSON.parse(row.text) as Json), key(item.text)));
}

/** `current` with each value of `to` that still equals its value in `from`. */
function replaceUnchanged(current: Json, from: Json, to: Json) {
  const next = { ...current };
  for (const [key, value] of Object.entries(to)) {
    if (same(current[key], from[key]) && !same(value, from[key])) next[key] = value;
  }
  return next;
}

async function rewrite(db: Kysely<any>, revisions: DemoRevision[], direction: "up" | "down", now: string) {
  for (const kind of new Set(revisions.map((revision) => revision.kind))) {
    const rows: Row[] = await db
      .selectFrom("content_items")
      .select(["id", "slug", "fields", "text"])
      .where("kind", "=", kind)
      .execute();
    for (const [index, before] of revisedDemoContent[kind].entries()) {
      const mine = revisions.filter((revision) => revision.kind === kind && revision.index === index);
      if (mine.length === 0) continue;
      const after = reviseItem(before, mine);
      const [from, to] = direction === "up" ? [before, after] : [after, before];
      const row = findRow(kind, from, rows);
      if (!row) continue;
      const currentFields = JSON.parse(row.fields) as Json;
      const currentText = JSON.parse(row.text) as Json;
      const fields = replaceUnchanged(currentFields, from.fields, to.fields);
      const text = Object.fromEntries(
        Object.entries(currentText).map(([language, values]) => [
          language,
          replaceUnchanged(values as Json, from.text[language] ?? {}, to.text[language] ?? {}),
        ]),
      );
      // Keys the revision added and the earlier content never had go away on the way down.
      if (direction === "down") {
        for (const key of Object.keys(from.fields))
          if (!(key in to.fields) && same(fields[key], from.fields[key])) delete fields[key];
        for (const [language, values] of Object.entries(text))
          for (const key of Object.keys(from.text[language] ?? {}))
            if (!(key in (to.text[language] ?? {})) && same(values[key], from.text[language]![key])) delete values[key];
      }
      if (same(fields, currentFields) && same(text, currentText)) continue;
      await db
        .updateTable("content_items")
        .set({ fields: JSON.stringify(fields), text: JSON.stringify(text), updated_at: now })
        .where("id", "=", row.id)
        .execute();
    }
  }
}

/** The team page's members by name. */
async function teamRows(db: Kysely<any>): Promise<(Row & { position: number })[]> {
  return db
    .selectFrom("content_items")
    .select(["id", "slug", "fields", "text", "position"])
    .where("kind", "=", "team")
    .execute();
}

const nameOf = (row: Row) => (JSON.parse(row.fields) as Json).name as string;

async function rewriteOffer(db: Kysely<any>, from: Json, to: Json, now: string) {
  for (const row of await db.selectFrom("site_settings").select(["id", "document"]).execute()) {
    const document = JSON.parse(row.document as string) as Json;
    const text = document.offer?.text as Json | undefined;
    if (!text) continue;
    const next = replaceUnchanged(text, from, to);
    if (same(next, text)) continue;
    await db
      .updateTable("site_settings")
      .set({ document: JSON.stringify({ ...document, offer: { ...document.offer, text: next } }), updated_at: now })
      .where("id", "=", row.id)
      .execute();
  }
}

const revisionsNow = (seededAt: Date) =>
  caseStudyRevisions(
    seededAt,
    revisedDemoContent.projects.map((project) => project.slug),
  );

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date();
  const stamp = now.toISOString();
  await rewrite(db, revisionsNow(now), "up", stamp);
  const team = await teamRows(db);
  const names = new Set(team.map(nameOf));
  let position = Math.max(-1, ...team.map((row) => row.position));
  const joining = caseStudyTeam.filter((member) => !names.has(member.fields.name as string));
  if (joining.length > 0)
    await db
      .insertInto("content_items")
      .values(
        joining.map((member) => ({
          id: randomUUID(),
          kind: "team",
          slug: null,
          position: ++position,
          visible: 1,
          fields: JSON.stringify(member.fields),
          text: JSON.stringify(member.text),
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  await rewriteOffer(db, offerTexts.shipped, offerTexts.revised, stamp);
}

export async function down(db: Kysely<any>): Promise<void> {
  const now = new Date();
  const stamp = now.toISOString();
  // The dates counted back from now: a project whose month was changed since keeps it.
  await rewrite(db, revisionsNow(now), "down", stamp);
  for (const row of await teamRows(db)) {
    const member = caseStudyTeam.find((candidate) => candidate.fields.name === nameOf(row));
    if (member && same(JSON.parse(row.fields), member.fields) && same(JSON.parse(row.text), member.text))
      await db.deleteFrom("content_items").where("id", "=", row.id).execute();
  }
  await rewriteOffer(db, offerTexts.revised, offerTexts.shipped, stamp);
}
