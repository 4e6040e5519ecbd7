import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { type QueryExecutorProvider, sql } from "kysely";
import { mediaIdOfUrl } from "../../common/media-address";
import { isPostgres } from "../db/database.server";
import { mediaDirectory } from "../media/directory-media-store.server";

/** An uploaded file as a backup lists it; its bytes are read only when it is written. */
export interface StoredMediaFile {
  name: string;
  size: number;
  read(): Promise<Buffer>;
}

/** Only names the uploads are given (`<id>-<width>.webp`): never a path, whatever an archive says. */
export const isMediaFileName = (name: string) => mediaIdOfUrl(`/media/${name}`) !== undefined;

/**
 * Every uploaded file in the site's media store: `media_files` on PostgreSQL (read with the
 * backup's snapshot), the files under DATA_DIR/media on SQLite (docs/decisions/020).
 */
export async function listStoredMedia(db: QueryExecutorProvider, dataDir: string): Promise<StoredMediaFile[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string; size: number }>`select name, octet_length(bytes) as size
      from media_files order by name`.execute(db);
    return rows.map(({ name, size }) => ({
      name,
      size,
      read: async () =>
        (await sql<{ bytes: Buffer }>`select bytes from media_files where name = ${name}`.execute(db)).rows[0]!.bytes,
    }));
  }
  const directory = mediaDirectory(dataDir);
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: StoredMediaFile[] = [];
  for (const name of names.filter(isMediaFileName).sort()) {
    const file = path.join(directory, name);
    files.push({ name, size: (await stat(file)).size, read: () => readFile(file) });
  }
  return files;
}
