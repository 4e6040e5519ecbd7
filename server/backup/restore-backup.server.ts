import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { type QueryExecutorProvider, sql } from "kysely";
import tar, { type Header } from "tar-stream";
import type { Database } from "../db/database.server";
import { createMediaStore } from "../media/media-store.server";
import { directoryMediaStore } from "../media/directory-media-store.server";
import {
  fromArchiveValue,
  type Manifest,
  manifestEntry,
  manifestSchema,
  mediaEntryPrefix,
  tableEntry,
  valueKind,
} from "./archive-format.server";
import {
  appliedMigrations,
  type CatalogueDb,
  catalogueHandle,
  backedUpTables,
  isContentTable,
  type Table,
} from "./catalogue.server";
import { isMediaFileName, listStoredMedia } from "./media-files.server";

/** An archive's entry as it is read: its header, then its bytes. */
type Entry = AsyncIterable<Buffer> & { header: Header };

/** Why an archive is not restored into this site; the message is for the operator. */
export class RestoreRefusedError extends Error {}

export interface RestoreTarget extends Pick<Database, "db" | "dialect"> {
  dataDir: string;
}

export interface RestoreSummary {
  rows: number;
  tables: number;
  mediaFiles: number;
}

/** Rows per insert: well under SQLite's and PostgreSQL's limits on bound values. */
const batchSize = 100;

/**
 * What an archive may hold once decompressed (docs/decisions/047). An archive is small
 * when gzipped and may be anything inside: a manifest or a row is read whole, so each has
 * a cap, and the total is counted as it streams, so a crafted archive is refused before
 * memory grows or the restore's transaction is held for long. A real site's archive is far
 * under each: a manifest lists a few dozen tables, the largest row is a logo's ZIP.
 */
export interface RestoreLimits {
  manifestBytes: number;
  /** One row of a table file (one line). */
  lineBytes: number;
  /** One uploaded file. */
  mediaFileBytes: number;
  /** Everything the archive holds, decompressed. */
  totalBytes: number;
}

export const defaultRestoreLimits: RestoreLimits = {
  manifestBytes: 1024 ** 2,
  lineBytes: 64 * 1024 ** 2,
  mediaFileBytes: 256 * 1024 ** 2,
  totalBytes: 16 * 1024 ** 3,
};

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 10) / 10} MiB`;

/**
 * Restores an archive of `openBackup` into a migrated site at the archive's migration
 * level, on SQLite or PostgreSQL whichever made it (docs/decisions/036): every table's
 * rows in one transaction, in foreign-key order, and the uploads into the target's media
 * store. A site that has users is refused unless `force`, which replaces what it holds.
 * Nothing is written when the archive is refused, damaged or cut short.
 */
export async function restoreBackup(
  target: RestoreTarget,
  archive: Readable,
  { force = false, limits = defaultRestoreLimits }: { force?: boolean; limits?: RestoreLimits } = {},
): Promise<RestoreSummary> {
  const extract = tar.extract();
  const decompressed = countBytes(limits.totalBytes);
  const reading = pipeline(archive, createGunzip(), decompressed.counter, extract);
  reading.catch(() => {});
  // Entries' bytes are Buffers; streamx types them as unknown.
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  try {
    const manifest = await readManifest(await entries.next(), limits);
    await checkTarget(target, manifest, force);
    const written = await restoreInOneTransaction(target, manifest, entries, limits);
    await reading;
    if (force) await removeMediaNotIn(target, new Set(written.mediaFiles));
    return { rows: written.rows, tables: manifest.tables.length, mediaFiles: written.mediaFiles.length };
  } catch (error) {
    // Past the total, the entries end in whatever error the destroyed stream gives: say why.
    throw decompressed.refusal ?? error;
  } finally {
    extract.destroy();
  }
}

/** Passes the decompressed bytes on, counting them; past `limit` it fails, and the restore with it. */
function countBytes(limit: number): { counter: Transform; readonly refusal?: RestoreRefusedError } {
  let total = 0;
  let refusal: RestoreRefusedError | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total <= limit) return done(null, chunk);
      refusal = new RestoreRefusedError(
        `This backup holds more than ${mebibytes(limit)} once decompressed: it is not restored.`,
      );
      done(refusal);
    },
  });
  return {
    counter,
    get refusal() {
      return refusal;
    },
  };
}

async function readManifest(first: IteratorResult<Entry>, limits: RestoreLimits): Promise<Manifest> {
  if (first.done || first.value.header.name !== manifestEntry) {
    throw new RestoreRefusedError(`This is not a backup of the site: it does not start with ${manifestEntry}.`);
  }
  const bytes = await buffered(first.value, limits.manifestBytes, `Its ${manifestEntry}`);
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(bytes.toString()));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new RestoreRefusedError("This backup's manifest is not one this version reads.");
  return parsed.data;
}

async function checkTarget({ db }: RestoreTarget, manifest: Manifest, force: boolean): Promise<void> {
  const applied = await appliedMigrations(db);
  if (applied.join() !== manifest.migrations.join()) {
    throw new RestoreRefusedError(
      `The backup's schema is at migration ${manifest.migrations.at(-1)}, this site's at ${applied.at(-1)}: ` +
        "restore it with the version of the site that made it, then upgrade.",
    );
  }
  if (force) return;
  const { users } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("users"))
    .executeTakeFirstOrThrow();
  if (Number(users) > 0) {
    throw new RestoreRefusedError(
      `This site is not empty: it has user accounts (${users}). A restore replaces everything the site holds; ` +
        "restore into a new database, or run it again with --force to replace this site's content.",
    );
  }
}

/** Every row and file, or none: the tables are emptied, then filled from the archive, and checked. */
async function restoreInOneTransaction(
  target: RestoreTarget,
  manifest: Manifest,
  entries: AsyncIterator<Entry>,
  limits: RestoreLimits,
): Promise<{ rows: number; mediaFiles: string[] }> {
  const mediaFiles: string[] = [];
  // Files are not transactional: on SQLite those a failed restore added are removed again.
  const before = new Set(
    target.dialect === "sqlite" ? (await listStoredMedia(target.db, target.dataDir)).map(({ name }) => name) : [],
  );
  try {
    return await target.db.transaction().execute(async (trx) => {
      const raw = catalogueHandle(trx);
      const tables = new Map((await backedUpTables(raw)).map((table) => [table.name, table]));
      // An archive made before salts were left out still carries them: they are skipped.
      const archived = manifest.tables.filter(({ name }) => isContentTable(name));
      const missing = archived.filter(({ name }) => !tables.has(name)).map(({ name }) => name);
      const extra = [...tables.keys()].filter((name) => !archived.some((table) => table.name === name));
      if (missing.length || extra.length) {
        throw new RestoreRefusedError(
          `The backup's tables differ from this site's: ${[...missing, ...extra].join(", ")}.`,
        );
      }
      // What the migrations wrote (the shipped site content), or with --force what the site held.
      for (const table of [...tables.values()].reverse()) await raw.deleteFrom(table.name).execute();
      const store = createMediaStore(trx, target.dataDir);
      if (target.dialect === "postgres") await raw.deleteFrom("media_files").execute();

      let rows = 0;
      const restored = new Set<string>();
      for (let next = await entries.next(); !next.done; next = await entries.next()) {
        const entry = next.value;
        const { name } = entry.header;
        const file = name.startsWith(mediaEntryPrefix) ? name.slice(mediaEntryPrefix.length) : undefined;
        const table = archived.find((candidate) => tableEntry(candidate.name) === name);
        if (manifest.tables.some((candidate) => tableEntry(candidate.name) === name) && !table) {
          // A table this version leaves out of restores (an older archive's salts): skipped unread.
          for await (const _chunk of entry);
        } else if (table) {
          const lines = jsonLines(entry, limits.lineBytes, `A row of its ${table.name}`);
          const count = await insertRows(raw, tables.get(table.name)!, table.columns, lines, target.dialect);
          if (count !== table.rows) throw new RestoreRefusedError(`The backup's ${table.name} is damaged.`);
          restored.add(table.name);
          rows += count;
        } else if (file !== undefined && isMediaFileName(file)) {
          const bytes = await buffered(entry, limits.mediaFileBytes, `Its media file ${file}`);
          mediaFiles.push(file);
          await store.save([{ name: file, bytes }]);
        } else {
          throw new RestoreRefusedError(`The backup holds an entry this version does not know: ${name}.`);
        }
      }
      if (restored.size !== archived.length || mediaFiles.length !== manifest.media.files) {
        throw new RestoreRefusedError("The backup is incomplete: it ends before everything its manifest lists.");
      }
      // A restored site hashes its visitors with salts of its own (docs/decisions/050): the
      // counter of every instance reads the new ones at its next write.
      await raw.deleteFrom("traffic_salts").execute();
      if (target.dialect === "postgres") await resetSequences(raw);
      return { rows, mediaFiles };
    });
  } catch (error) {
    if (target.dialect === "sqlite") {
      await directoryMediaStore(target.dataDir).remove(mediaFiles.filter((name) => !before.has(name)));
    }
    throw error;
  }
}

/** Inserts one table's JSON lines, converting each value from the archive's column type to the target's. */
async function insertRows(
  db: CatalogueDb,
  table: Table,
  archiveColumns: Manifest["tables"][number]["columns"],
  lines: AsyncIterable<string>,
  dialect: RestoreTarget["dialect"],
): Promise<number> {
  const targetKinds = new Map(table.columns.map(({ name, type }) => [name, valueKind(type)]));
  const sourceKinds = new Map(archiveColumns.map(({ name, type }) => [name, valueKind(type)]));
  const unknown = archiveColumns.filter(({ name }) => !targetKinds.has(name)).map(({ name }) => name);
  if (unknown.length) {
    throw new RestoreRefusedError(`The backup's ${table.name} has columns this site lacks: ${unknown.join(", ")}.`);
  }
  let count = 0;
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length) await db.insertInto(table.name).values(batch).execute();
    batch = [];
  };
  for await (const line of lines) {
    const values = JSON.parse(line) as Record<string, unknown>;
    batch.push(
      Object.fromEntries(
        Object.entries(values).map(([column, value]) => [
          column,
          fromArchiveValue(value, sourceKinds.get(column) ?? "other", targetKinds.get(column) ?? "other", dialect),
        ]),
      ),
    );
    count += 1;
    if (batch.length === batchSize) await flush();
  }
  await flush();
  return count;
}

/** Moves every sequence past the largest value restored, so the next insert does not collide. */
async function resetSequences(db: QueryExecutorProvider): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as table, column_name as column,
      pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = current_schema()
      and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(db);
  for (const { table, column, sequence } of rows) {
    await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/** After a forced restore over a site on SQLite: its old uploads' files, which no row names any more. */
async function removeMediaNotIn(target: RestoreTarget, kept: Set<string>): Promise<void> {
  if (target.dialect !== "sqlite") return;
  const stale = (await listStoredMedia(target.db, target.dataDir)).filter(({ name }) => !kept.has(name));
  await directoryMediaStore(target.dataDir).remove(stale.map(({ name }) => name));
}

/** Refuses what is past its cap, naming it (`what`: "Its manifest.json"). */
function tooLarge(what: string, limit: number): RestoreRefusedError {
  return new RestoreRefusedError(`${what} is larger than ${mebibytes(limit)}: this backup is not restored.`);
}

/**
 * The lines of a stream of JSON lines, empty ones skipped; a line longer than `limit` bytes
 * is refused as it grows. A line's pieces are joined once it ends, never one by one.
 */
async function* jsonLines(stream: AsyncIterable<Uint8Array>, limit: number, what: string): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pieces: string[] = [];
  let pending = 0;
  const line = (last: string) => {
    const whole = pieces.join("") + last;
    pieces = [];
    pending = 0;
    if (Buffer.byteLength(whole) > limit) throw tooLarge(what, limit);
    return whole;
  };
  for await (const chunk of stream) {
    const text = decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      const whole = line(text.slice(start, end));
      if (whole) yield whole;
      start = end + 1;
    }
    const rest = text.slice(start);
    pieces.push(rest);
    // A character is at least a byte: a line held longer than the cap is over it.
    pending += rest.length;
    if (pending > limit) throw tooLarge(what, limit);
  }
  const last = line(decoder.decode());
  if (last) yield last;
}

/** An entry's bytes, refused as soon as they pass `limit` (its header's size says so before any is read). */
async function buffered(entry: Entry, limit: number, what: string): Promise<Buffer> {
  if ((entry.header.size ?? 0) > limit) throw tooLarge(what, limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > limit) throw tooLarge(what, limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
