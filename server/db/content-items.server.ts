import type { Kysely } from "kysely";
import type { Language } from "../../common/i18n/languages";
import type { ContentItem, ContentItemInput, LocalizedContent } from "../../common/content/items";
import { type ContentFields, type ContentKind, type ContentText, contentKinds } from "../../common/content/kinds";
import { localize, missingLanguages, type TranslatedText } from "../../common/content/translated";
import type { ReadCache } from "./read-cache.server";
import { sanitizePostHtml } from "../post-html/sanitize-html.server";
import { contentItemPath } from "../../common/public-pages";
import { redirectMovedPage } from "./redirects.server";
import { announcePublicChange } from "./public-changes.server";
import { newId, toIsoString } from "./database.server";
import { dropTeamCredits } from "./project-teams.server";
import type { ContentItemRow, DB } from "./schema.server";

// Site content of every kind (decision 019): one table, each row checked against its
// kind's schemas when read, and every write announced so cached pages follow at once.

function toContentItemJson(row: ContentItemRow): ContentItem {
  const kind = row.kind as ContentKind;
  const text = JSON.parse(row.text) as TranslatedText<Record<string, unknown>>;
  return {
    _id: row.id,
    kind,
    slug: row.slug,
    position: row.position,
    visible: Boolean(row.visible),
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    text,
    missingLanguages: missingLanguages(text),
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

/** Every item of a kind in the site's order; `visibleOnly` for what visitors see. */
export async function listContentItems(
  db: Kysely<DB>,
  kind: ContentKind,
  { visibleOnly = false } = {},
): Promise<ContentItem[]> {
  let query = db.selectFrom("contentItems").selectAll().where("kind", "=", kind);
  if (visibleOnly) query = query.where("visible", "=", 1);
  const rows = await query.orderBy("position").orderBy("createdAt").execute();
  return rows.map(toContentItemJson);
}

export async function findContentItem(db: Kysely<DB>, kind: ContentKind, id: string): Promise<ContentItem | undefined> {
  const row = await db
    .selectFrom("contentItems")
    .selectAll()
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toContentItemJson(row);
}

/** Whether another item of the kind already has this public address. */
export async function isContentSlugTaken(
  db: Kysely<DB>,
  kind: ContentKind,
  slug: string | null,
  exceptId?: string,
): Promise<boolean> {
  if (slug === null) return false;
  let query = db.selectFrom("contentItems").select("id").where("kind", "=", kind).where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** A simple page's text with its body in each language sanitised as a post's is (decision 040). */
export function sanitizedText(kind: ContentKind, text: ContentItemInput["text"]): ContentItemInput["text"] {
  if (kind !== "pages") return text;
  return Object.fromEntries(
    Object.entries(text).map(([language, fields]) => [
      language,
      typeof fields?.body === "string" ? { ...fields, body: sanitizePostHtml(fields.body) } : fields,
    ]),
  ) as ContentItemInput["text"];
}

function storedValues(kind: ContentKind, input: ContentItemInput) {
  return {
    slug: input.slug,
    visible: input.visible ? 1 : 0,
    fields: JSON.stringify(input.fields),
    text: JSON.stringify(sanitizedText(kind, input.text)),
    updatedAt: new Date().toISOString(),
  };
}

/** Adds an item at the end of its kind's order. */
export async function createContentItem<Kind extends ContentKind>(
  db: Kysely<DB>,
  kind: Kind,
  input: ContentItemInput,
): Promise<ContentItem> {
  const { last } = await db
    .selectFrom("contentItems")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  const values = storedValues(kind, input);
  const row = await db
    .insertInto("contentItems")
    .values({ id: newId(), kind, position: Number(last ?? -1) + 1, createdAt: values.updatedAt, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  announcePublicChange(db);
  return toContentItemJson(row);
}

export async function updateContentItem<Kind extends ContentKind>(
  db: Kysely<DB>,
  kind: Kind,
  id: string,
  input: ContentItemInput,
): Promise<ContentItem | undefined> {
  const before = await db
    .selectFrom("contentItems")
    .select(["slug", "visible"])
    .where("kind", "=", kind)
    .where("id", "=", id)
    .executeTakeFirst();
  const row = await db
    .updateTable("contentItems")
    .set(storedValues(kind, input))
    .where("kind", "=", kind)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  // A visible page's old address keeps working (decision 053).
  const from = before?.visible ? contentItemPath(kind, before.slug) : undefined;
  const to = contentItemPath(kind, row.slug);
  if (from && to && from !== to) await redirectMovedPage(db, from, to);
  announcePublicChange(db);
  return toContentItemJson(row);
}

export async function setContentItemVisible(
  db: Kysely<DB>,
  kind: ContentKind,
  id: string,
  visible: boolean,
): Promise<ContentItem | undefined> {
  const row = await db
    .updateTable("contentItems")
    .set({ visible: visible ? 1 : 0, updatedAt: new Date().toISOString() })
    .where("kind", "=", kind)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) announcePublicChange(db);
  return row && toContentItemJson(row);
}

/**
 * Puts a kind's items in the given order. `ids` must name every item of the kind once,
 * so an order made from a stale list is refused (false) rather than half applied.
 */
export async function reorderContentItems(db: Kysely<DB>, kind: ContentKind, ids: string[]): Promise<boolean> {
  const applied = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("contentItems").select("id").where("kind", "=", kind).execute();
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      return false;
    }
    for (const [position, id] of ids.entries()) {
      await trx.updateTable("contentItems").set({ position }).where("id", "=", id).execute();
    }
    return true;
  });
  if (applied) announcePublicChange(db);
  return applied;
}

export async function deleteContentItem(
  db: Kysely<DB>,
  kind: ContentKind,
  id: string,
): Promise<ContentItem | undefined> {
  const remove = async (trx: Kysely<DB>) => {
    const deleted = await trx
      .deleteFrom("contentItems")
      .where("kind", "=", kind)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    // No project goes on crediting a team member who is gone (decision 073).
    if (deleted && kind === "team") await dropTeamCredits(trx, id);
    return deleted;
  };
  const row = await (db.isTransaction ? remove(db) : db.transaction().execute(remove));
  if (row) announcePublicChange(db);
  return row && toContentItemJson(row);
}

/**
 * What visitors see of a kind, in their language (English where a field is not
 * translated), read through the answer cache that every write clears.
 */
export async function readLocalizedContent<Kind extends ContentKind>(
  db: Kysely<DB>,
  cache: ReadCache,
  kind: Kind,
  language: Language,
): Promise<LocalizedContent<Kind>[]> {
  const key = `content-items:${kind}`;
  let rows = cache.get(key);
  if (rows === undefined) {
    rows = JSON.stringify(await listContentItems(db, kind, { visibleOnly: true }));
    cache.set(key, rows);
  }
  // Parsing and localising the rows again on every uncached render cost about 0.5 ms of
  // the home page's; the result is kept for as long as the cache holds the same rows.
  let reads = localizedReads.get(cache);
  if (!reads) localizedReads.set(cache, (reads = new Map()));
  const readKey = `${kind}:${language}`;
  const kept = reads.get(readKey);
  if (kept?.rows === rows) return kept.items as LocalizedContent<Kind>[];
  // Frozen: every render shares them.
  const items = (JSON.parse(rows) as ContentItem[]).map((item) =>
    Object.freeze({
      id: item._id,
      slug: item.slug,
      updatedAt: item.updatedAt,
      ...(contentKinds[kind].fields.parse(item.fields) as ContentFields<Kind>),
      ...(localize(item.text as TranslatedText<ContentText<Kind>>, language) as ContentText<Kind>),
    }),
  ) as LocalizedContent<Kind>[];
  Object.freeze(items);
  reads.set(readKey, { rows, items });
  return items;
}

/** A kind's items localised in one language, from the cached rows they were made of. */
interface LocalizedRead {
  rows: string;
  items: readonly unknown[];
}
const localizedReads = new WeakMap<ReadCache, Map<string, LocalizedRead>>();

/** How pages read site content: one kind, in one language. */
export type SiteContentReader = <Kind extends ContentKind>(
  kind: Kind,
  language: Language,
) => Promise<LocalizedContent<Kind>[]>;
