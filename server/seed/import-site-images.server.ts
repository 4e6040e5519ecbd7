import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { newId } from "../db/database.server";
import { insertMedia, toMediaJson, variantFileName } from "../db/media.server";
import type { DB } from "../db/schema.server";
import type { MediaStore } from "../media/media-store.server";
import { readSiteImages, siteImageFileName, siteImagesDirectory } from "../media/site-images.server";

const importedMarker = "site_images_imported_at";

/** Every string inside a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every string in a content item's fields that is a known static address, replaced by its library address. */
function replaceAddresses(value: unknown, libraryUrl: Map<string, string>): unknown {
  if (typeof value === "string") return libraryUrl.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceAddresses(item, libraryUrl));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceAddresses(item, libraryUrl)]));
  }
  return value;
}

/**
 * Brings the site's own pictures into the media library, once per database
 * (docs/decisions/041): each picture that site content or a post names by its static
 * address (`/images/projects/1-1.svg`) becomes a library image with the same WebP
 * variants an upload gets and its drawing's description as English alternative text,
 * and every such address is replaced by the library's. Content written later, or by hand
 * with a static address, keeps working: an image field takes either.
 *
 * The marker row is written first in the same transaction, so instances starting
 * together on one PostgreSQL import once; on SQLite a failed import may leave files that
 * no row names, which nothing serves by a known address. Returns how many were imported.
 */
export async function importSiteImages(db: Kysely<DB>, storeFor: (db: Kysely<DB>) => MediaStore): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto("appMeta")
      .values({ key: importedMarker, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!marker) return 0;

    const [items, posts, authors] = await Promise.all([
      trx.selectFrom("contentItems").select(["id", "fields"]).execute(),
      trx.selectFrom("posts").select(["id", "image"]).where("image", "like", "/images/%").execute(),
      trx.selectFrom("users").select(["id", "photo"]).where("photo", "like", "/images/%").execute(),
    ]);
    const named = new Set([
      ...items.flatMap((item) => stringsIn(JSON.parse(item.fields))),
      ...posts.map((post) => post.image),
      ...authors.map((author) => author.photo),
    ]);
    const directory = siteImagesDirectory();
    const store = storeFor(trx);
    const libraryUrl = new Map<string, string>();
    const now = new Date().toISOString();
    for (const image of readSiteImages(directory)) {
      if (!named.has(image.path)) continue;
      const id = newId();
      const files = await Promise.all(
        image.widths.map(async (width) => ({
          name: variantFileName(id, width),
          bytes: await readFile(path.join(directory, siteImageFileName(image, width))),
        })),
      );
      await store.save(files);
      const row = await insertMedia(trx, {
        id,
        originalName: image.path.slice("/images/".length),
        width: image.width,
        height: image.height,
        widths: JSON.stringify(image.widths),
        bytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
        alt: JSON.stringify({ en: image.alt }),
        uploadedBy: null,
        createdAt: now,
      });
      libraryUrl.set(image.path, toMediaJson(row).url);
    }

    for (const item of items) {
      const fields = JSON.stringify(replaceAddresses(JSON.parse(item.fields), libraryUrl));
      if (fields !== item.fields)
        await trx.updateTable("contentItems").set({ fields }).where("id", "=", item.id).execute();
    }
    for (const post of posts) {
      const image = libraryUrl.get(post.image!);
      if (image) await trx.updateTable("posts").set({ image }).where("id", "=", post.id).execute();
    }
    // The demo's authors wear the team's portraits.
    for (const author of authors) {
      const photo = libraryUrl.get(author.photo!);
      if (photo) await trx.updateTable("users").set({ photo }).where("id", "=", author.id).execute();
    }
    return libraryUrl.size;
  });
}
