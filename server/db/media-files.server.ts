import type { Kysely } from "kysely";
import type { DB } from "./schema.server";

/** An upload's file as /media/ serves it. */
export interface MediaFile {
  name: string;
  bytes: Buffer;
}

/** Saves the files in one statement: all of them or none. */
export async function insertMediaFiles(db: Kysely<DB>, files: MediaFile[]): Promise<void> {
  await db.insertInto("mediaFiles").values(files).execute();
}

export function findMediaFile(db: Kysely<DB>, name: string): Promise<{ bytes: Buffer; createdAt: Date } | undefined> {
  return db.selectFrom("mediaFiles").select(["bytes", "createdAt"]).where("name", "=", name).executeTakeFirst();
}

export async function deleteMediaFiles(db: Kysely<DB>, names: string[]): Promise<void> {
  if (names.length) await db.deleteFrom("mediaFiles").where("name", "in", names).execute();
}
