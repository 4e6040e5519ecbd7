import express from "express";
import type { Kysely } from "kysely";
import { mediaIdOfUrl } from "../../common/media-address";
import { deleteMediaFiles, findMediaFile, insertMediaFiles } from "../db/media-files.server";
import type { DB } from "../db/schema.server";
import { mediaCacheControl, notFoundFile } from "./media-responses.server";
import type { MediaStore } from "./media-store.server";

/**
 * Files in the database (bytea), so every instance on one PostgreSQL serves every upload
 * and pg_dump backs them up with the rest. A variant is a WebP at most 1600 pixels wide
 * (tens to a few hundred kilobytes), read in one query and sent in one write; Express
 * adds the ETag and answers a matching If-None-Match with 304.
 */
export function databaseMediaStore(db: Kysely<DB>): MediaStore {
  const serve = express.Router();
  serve.get("/:name", async (req, res, next) => {
    const name = req.params.name as string;
    // Only names the uploads are given; anything else is not looked up.
    const file = mediaIdOfUrl(`/media/${name}`) ? await findMediaFile(db, name) : undefined;
    if (!file) return next();
    res.set({ "Cache-Control": mediaCacheControl, "Last-Modified": file.createdAt.toUTCString() });
    res.type("image/webp").send(file.bytes);
  });
  serve.use(notFoundFile);
  return {
    save: (files) => insertMediaFiles(db, files),
    remove: (names) => deleteMediaFiles(db, names),
    read: async (name) => (await findMediaFile(db, name))?.bytes,
    serve,
  };
}
