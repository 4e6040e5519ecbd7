import { once } from "node:events";
import type { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { type Kysely, sql } from "kysely";
import tar, { type Pack } from "tar-stream";
import { type Dialect, isPostgres, openDatabase } from "../db/database.server";
import type { DB } from "../db/schema.server";
import {
  manifestEntry,
  type Manifest,
  mediaEntryPrefix,
  tableEntry,
  toArchiveValue,
  valueKind,
} from "./archive-format.server";
import { appliedMigrations, type CatalogueDb, catalogueHandle, backedUpTables, type Table } from "./catalogue.server";
import { listStoredMedia } from "./media-files.server";

export interface BackupSource {
  db: Kysely<DB>;
  dataDir: string;
}

/** A dated name for an archive, safe on every file system: `site-backup-2026-11-27T021500Z.tar.gz`. */
export function backupFileName(at: Date): string {
  return `site-backup-${at.toISOString().replace(/\.\d+/, "").replace(/:/g, "")}.tar.gz`;
}

/** Rows read per query: a page of posts with their HTML stays within a few megabytes. */
const pageSize = 200;

/**
 * Starts a backup of the site's rows and uploads (docs/decisions/036). Resolves once the
 * database has answered, with the archive (tar.gz) as a stream that reads rows and files
 * as its consumer takes them, never the whole site in memory. Everything comes from one
 * snapshot of the database, so the rows agree with each other whatever is written meanwhile.
 * A consumer that stops reading (a download cut off) ends the snapshot.
 */
export function openBackup(source: BackupSource): Promise<Readable> {
  const pack = tar.pack();
  const archive = createGzip();
  pack.pipe(archive);
  const readerGone = new Promise<never>((_, reject) =>
    archive.once("close", () => reject(new Error("The archive's reader stopped reading."))),
  );
  readerGone.catch(() => {});
  return new Promise((resolve, reject) => {
    inSnapshot(source, async (db, dialect) => {
      const tables = await backedUpTables(db);
      const sizes: { rows: number; bytes: number }[] = [];
      for (const table of tables) sizes.push(await measure(db, table));
      const media = await listStoredMedia(db, source.dataDir);
      const manifest: Manifest = {
        format: "agency-site-backup",
        version: 1,
        createdAt: new Date().toISOString(),
        dialect,
        migrations: await appliedMigrations(db),
        tables: tables.map(({ name, columns }, index) => ({ name, rows: sizes[index]!.rows, columns })),
        media: { files: media.length, bytes: media.reduce((sum, file) => sum + file.size, 0) },
      };
      resolve(archive);
      const add = (name: string, size: number, chunks: AsyncIterable<Buffer> | Buffer[]) =>
        addEntry(pack, { name, size }, chunks, readerGone);
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
      await add(manifestEntry, manifestBytes.length, [manifestBytes]);
      for (const [index, table] of tables.entries()) {
        await add(tableEntry(table.name), sizes[index]!.bytes, rowLines(db, table));
      }
      for (const file of media) {
        const bytes = await file.read();
        await add(`${mediaEntryPrefix}${file.name}`, bytes.length, [bytes]);
      }
      pack.finalize();
    }).catch((error: unknown) => {
      reject(error);
      archive.destroy(error as Error);
    });
  });
}

/**
 * Runs `work` on one consistent view of the database. PostgreSQL: a read-only transaction
 * at repeatable read. SQLite: a read transaction on a connection of its own, which in WAL
 * mode neither blocks the site's writes nor sees them.
 */
async function inSnapshot(
  { db, dataDir }: BackupSource,
  work: (db: CatalogueDb, dialect: Dialect) => Promise<void>,
): Promise<void> {
  if (isPostgres(db)) {
    return db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        // Between batches the snapshot waits on the reader of the archive (a download may be
        // slow): longer than the serving limit of decision 032 allows, but still bounded.
        await sql`SET LOCAL idle_in_transaction_session_timeout = '5min'`.execute(trx);
        await work(catalogueHandle(trx), "postgres");
      });
  }
  const own = openDatabase({ dataDir });
  try {
    await own.db.transaction().execute((trx) => work(catalogueHandle(trx), "sqlite"));
  } finally {
    await own.close();
  }
}

/** A table's rows as JSON lines, in primary-key order, a page at a time. */
async function* rowLines(db: CatalogueDb, table: Table): AsyncGenerator<Buffer> {
  const kinds = table.columns.map(({ name, type }) => [name, valueKind(type)] as const);
  const order = table.primaryKey.length ? table.primaryKey : table.columns.map(({ name }) => name);
  for (let offset = 0; ; offset += pageSize) {
    let query = db.selectFrom(table.name).selectAll().limit(pageSize).offset(offset);
    for (const column of order) query = query.orderBy(column);
    const rows: Record<string, unknown>[] = await query.execute();
    for (const row of rows) {
      const values = Object.fromEntries(kinds.map(([name, kind]) => [name, toArchiveValue(row[name], kind)]));
      yield Buffer.from(`${JSON.stringify(values)}\n`);
    }
    if (rows.length < pageSize) return;
  }
}

/**
 * A table's row count and the size of its JSON lines. A tar entry states its size before
 * its bytes, so the rows are read twice, in the same snapshot, rather than held in memory.
 */
async function measure(db: CatalogueDb, table: Table): Promise<{ rows: number; bytes: number }> {
  let rows = 0;
  let bytes = 0;
  for await (const line of rowLines(db, table)) {
    rows += 1;
    bytes += line.length;
  }
  return { rows, bytes };
}

/** Writes one entry, waiting whenever the archive's reader is behind. */
async function addEntry(
  pack: Pack,
  header: { name: string; size: number },
  chunks: AsyncIterable<Buffer> | Buffer[],
  readerGone: Promise<never>,
): Promise<void> {
  let entry!: ReturnType<Pack["entry"]>;
  const written = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ ...header, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
  });
  for await (const chunk of chunks) {
    if (!entry.write(chunk)) await Promise.race([once(entry, "drain"), readerGone]);
  }
  entry.end(undefined);
  await Promise.race([written, readerGone]);
}
