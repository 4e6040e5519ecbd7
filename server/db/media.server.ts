import type { Insertable, Kysely } from "kysely";
import type { MediaItem } from "../../common/media";
import { toIsoString } from "./database.server";
import type { DB, MediaRow, MediaTable } from "./schema.server";

/** The file name of one stored variant; ids are UUIDs, so names cannot escape the folder. */
export function variantFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
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
    createdAt: toIsoString(row.createdAt),
  };
}

export function insertMedia(db: Kysely<DB>, values: Insertable<MediaTable>): Promise<MediaRow> {
  return db.insertInto("media").values(values).returningAll().executeTakeFirstOrThrow();
}

/** Newest first. */
export function listMedia(db: Kysely<DB>): Promise<MediaRow[]> {
  return db.selectFrom("media").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

/** Deletes the row and returns it (its files are the caller's to remove), or undefined. */
export function deleteMedia(db: Kysely<DB>, id: string): Promise<MediaRow | undefined> {
  return db.deleteFrom("media").where("id", "=", id).returningAll().executeTakeFirst();
}
