import type { RequestHandler } from "express";
import type { Kysely } from "kysely";
import { isPostgres } from "../db/database.server";
import type { MediaFile } from "../db/media-files.server";
import type { DB } from "../db/schema.server";
import { databaseMediaStore } from "./database-media-store.server";
import { directoryMediaStore } from "./directory-media-store.server";

/** Where uploads' files are kept and how /media/ serves them. */
export interface MediaStore {
  /** Keeps the files: all of them, or none and it throws. */
  save(files: MediaFile[]): Promise<void>;
  remove(names: string[]): Promise<void>;
  /** A file's bytes (a share card draws its page's picture), or undefined when there is none. */
  read(name: string): Promise<Buffer | undefined>;
  /** Mounted at /media: a file with immutable caching and an ETag, or 404. */
  serve: RequestHandler;
}

/**
 * In the database on PostgreSQL, where every instance can serve what any of them stored;
 * under DATA_DIR/media on SQLite, which belongs to one process (docs/decisions/020).
 */
export function createMediaStore(db: Kysely<DB>, dataDir: string): MediaStore {
  return isPostgres(db) ? databaseMediaStore(db) : directoryMediaStore(dataDir);
}
