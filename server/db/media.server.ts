import { type Insertable, type Kysely, sql } from "kysely";
import { foldText } from "../../common/fold-text";
import { languageCodes } from "../../common/i18n/languages";
import { emptyMediaAlt, type MediaAlt, type MediaItem, type MediaListQuery, type MediaUsage } from "../../common/media";
import { type FocalPoint, type FocalPoints } from "../../common/focal-point";
import { mediaIdOfUrl } from "../../common/media-address";
import type { ReadCache } from "./read-cache.server";
import { contentItemTitle } from "../../common/content/items";
import { sanitizePostHtml } from "../post-html/sanitize-html.server";
import { announcePublicChange } from "./public-changes.server";
import { toIsoString } from "./database.server";
import { likePattern } from "./posts.server";
import type { DB, MediaRow, MediaTable } from "./schema.server";

/** The file name of one stored variant; ids are UUIDs, so names cannot escape the folder. */
export function variantFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

/** What every address of an upload's files contains, whichever variant it names. */
function fileMarker(id: string): string {
  return `/media/${id}-`;
}

/** The stored JSON with every language present: an image may be described in some only. */
function readAlt(json: string): MediaAlt {
  const stored = JSON.parse(json) as Partial<MediaAlt>;
  return Object.fromEntries(languageCodes.map((code) => [code, stored[code] ?? emptyMediaAlt[code]])) as MediaAlt;
}

export function toMediaJson(row: MediaRow): MediaItem {
  const widths = JSON.parse(row.widths) as number[];
  const variants = widths.map((width) => ({ width, url: `/media/${variantFileName(row.id, width)}` }));
  return {
    _id: row.id,
    url: variants.at(-1)!.url,
    variants,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    bytes: row.bytes,
    alt: readAlt(row.alt),
    focalPoint: { x: row.focalX, y: row.focalY },
    createdAt: toIsoString(row.createdAt),
  };
}

/** What search looks in: the file name and the alternative text in every language, folded. */
function searchTextOf(originalName: string, altJson = "{}"): string {
  return foldText([originalName, ...Object.values(readAlt(altJson))].filter(Boolean).join(" "));
}

export function insertMedia(db: Kysely<DB>, values: Omit<Insertable<MediaTable>, "searchText">): Promise<MediaRow> {
  return db
    .insertInto("media")
    .values({ ...values, searchText: searchTextOf(values.originalName, values.alt) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Newest first; `search` keeps those whose file name or alternative text contains it, in any case or accents. */
export function listMedia(db: Kysely<DB>, query: MediaListQuery = {}): Promise<MediaRow[]> {
  let rows = db.selectFrom("media").selectAll();
  const search = foldText(query.search ?? "").trim();
  if (search) rows = rows.where(sql<boolean>`search_text like ${likePattern(search)} escape '\\'`);
  return rows.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export function findMedia(db: Kysely<DB>, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Saves the alternative text; pages show it as the covers' alt text, so their caches are cleared. */
export async function updateMediaAlt(db: Kysely<DB>, id: string, alt: MediaAlt): Promise<MediaRow | undefined> {
  const found = await findMedia(db, id);
  if (!found) return undefined;
  const json = JSON.stringify(alt);
  const row = await db
    .updateTable("media")
    .set({ alt: json, searchText: searchTextOf(found.originalName, json) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) await announcePublicChange(db);
  return row;
}

/**
 * Moves the image's focal point. Every crop of it on the site (cards, covers, share cards)
 * follows, so the caches of pages and share cards are cleared.
 */
export async function updateMediaFocalPoint(
  db: Kysely<DB>,
  id: string,
  point: FocalPoint,
): Promise<MediaRow | undefined> {
  const row = await db
    .updateTable("media")
    .set({ focalX: point.x, focalY: point.y })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) await announcePublicChange(db);
  return row;
}

/** The focal points that are not the centre, by image id: what public pages position their crops by. */
export async function listMovedFocalPoints(db: Kysely<DB>): Promise<FocalPoints> {
  const rows = await db
    .selectFrom("media")
    .select(["id", "focalX", "focalY"])
    .where((eb) => eb.or([eb("focalX", "!=", 0.5), eb("focalY", "!=", 0.5)]))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, { x: row.focalX, y: row.focalY }]));
}

const focalPointsKey = "media:focal-points";

/**
 * The moved focal points through the answer cache, which every content change clears (a
 * focal point's included): what the public layout hands to the pages' cropped images.
 */
export async function readCachedFocalPoints(db: Kysely<DB>, cache: ReadCache): Promise<FocalPoints> {
  const cached = cache.get(focalPointsKey);
  if (cached !== undefined) return JSON.parse(cached) as FocalPoints;
  const points = await listMovedFocalPoints(db);
  cache.set(focalPointsKey, JSON.stringify(points));
  return points;
}

/** The alternative text of the upload a cover address points to, or undefined for any other image. */
export async function findMediaAltByUrl(db: Kysely<DB>, url: string | null): Promise<MediaAlt | undefined> {
  const id = mediaIdOfUrl(url);
  if (!id) return undefined;
  const row = await db.selectFrom("media").select("alt").where("id", "=", id).executeTakeFirst();
  return row && readAlt(row.alt);
}

/**
 * The upload an image address points to, with its variants and size (a picture's `srcset`
 * and box), or undefined for an address outside the library.
 */
export async function findMediaByUrl(db: Kysely<DB>, url: string | null): Promise<MediaItem | undefined> {
  const id = mediaIdOfUrl(url);
  if (!id) return undefined;
  const row = await findMedia(db, id);
  return row && toMediaJson(row);
}

/** Posts whose cover or content names one of the upload's files, oldest first. */
function postsShowing(db: Kysely<DB>, id: string) {
  const pattern = likePattern(fileMarker(id));
  return db
    .selectFrom("posts")
    .select(["id", "title", "status", "image", "content"])
    .where((eb) =>
      eb.or([
        sql<boolean>`posts.image like ${pattern} escape '\\'`,
        sql<boolean>`posts.content like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** The posts that show the upload, and how: what deleting it would change. */
export async function listMediaUsage(db: Kysely<DB>, id: string): Promise<MediaUsage[]> {
  const marker = fileMarker(id);
  return (await postsShowing(db, id)).map((post) => ({
    _id: post.id,
    title: post.title,
    status: post.status,
    usedAs: [
      ...(post.image?.includes(marker) ? (["cover"] as const) : []),
      ...(post.content.includes(marker) ? (["content"] as const) : []),
    ],
  }));
}

/**
 * Site content that names one of the upload's files (a project's gallery, a service's
 * cover, a portrait, a logo), oldest first. Its image fields are required or chosen on
 * purpose, so nothing can stand in for the image there.
 */
function contentShowing(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("contentItems")
    .select(["fields", "text"])
    .where(sql<boolean>`fields like ${likePattern(fileMarker(id))} escape '\\'`)
    .orderBy("createdAt")
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((row) => ({ fields: JSON.parse(row.fields), text: JSON.parse(row.text) })));
}

/** Deleting an image that site content shows is refused: those items would show a broken picture. */
export class MediaInContentError extends Error {
  constructor(readonly titles: string[]) {
    super("The image is used by site content");
  }
}

/**
 * Deletes the row and returns it (its files are the caller's to remove), or undefined;
 * throws MediaInContentError, deleting nothing, when site content shows it.
 * In the same transaction, no post or author photo is left pointing at the files: a cover that was this
 * image is cleared (the post shows its category's default image) and the image is taken
 * out of post content (which stays sanitised).
 */
export async function deleteMedia(db: Kysely<DB>, id: string): Promise<MediaRow | undefined> {
  const marker = fileMarker(id);
  const isThisImage = (src: string) => src.includes(marker);
  const { row, postsChanged } = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
    if (!deleted) return { row: undefined, postsChanged: 0 };
    const content = await contentShowing(trx, id);
    if (content.length) throw new MediaInContentError(content.map(contentItemTitle));
    const posts = await postsShowing(trx, id);
    const now = new Date().toISOString();
    for (const post of posts) {
      await trx
        .updateTable("posts")
        .set({
          image: post.image && isThisImage(post.image) ? null : post.image,
          content: sanitizePostHtml(post.content, isThisImage),
          updatedAt: now,
        })
        .where("id", "=", post.id)
        .execute();
    }
    // Nor an author's photo: their pages show no photo until they choose another.
    const photos = await trx
      .updateTable("users")
      .set({ photo: null })
      .where(sql<boolean>`photo like ${likePattern(marker)} escape '\\'`)
      .executeTakeFirst();
    return { row: deleted, postsChanged: posts.length + Number(photos.numUpdatedRows) };
  });
  // After the commit: listeners are registered on the database handle, not the transaction.
  if (postsChanged > 0) await announcePublicChange(db);
  return row;
}
