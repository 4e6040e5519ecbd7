import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manifestEntry, tableEntry } from "../../server/backup/archive-format.server";
import { appliedMigrations, catalogueHandle, backedUpTables } from "../../server/backup/catalogue.server";
import { defaultRestoreLimits, RestoreRefusedError, restoreBackup } from "../../server/backup/restore-backup.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** A gzipped tar of `entries`, each entry's bytes given as chunks (written as they come, never joined here). */
async function archiveOf(entries: { name: string; size: number; chunks: () => Iterable<Buffer> }[]): Promise<Buffer> {
  const pack = tar.pack();
  const gzipped = buffer(pack.pipe(createGzip({ level: 1 })));
  for (const { name, size, chunks } of entries) {
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
      for (const chunk of chunks()) entry.write(chunk);
      entry.end(Buffer.alloc(0));
    });
  }
  pack.finalize();
  return gzipped;
}

/** `size` bytes of `byte`, in 1 MiB chunks. */
function repeated(byte: string, size: number): () => Iterable<Buffer> {
  const mebibyte = Buffer.alloc(1024 ** 2, byte);
  return function* () {
    for (let left = size; left > 0; left -= mebibyte.length)
      yield mebibyte.subarray(0, Math.min(left, mebibyte.length));
  };
}

const json = (value: unknown) => {
  const bytes = Buffer.from(JSON.stringify(value));
  return { size: bytes.length, chunks: () => [bytes] };
};

describe.each(testDialects)("a crafted restore archive on %s (issue 36)", (dialect) => {
  let target: TestDatabase;
  let manifest: Record<string, unknown>;
  let firstTable: string;

  beforeAll(async () => {
    target = await createTestDatabase(dialect);
    const tables = await backedUpTables(catalogueHandle(target.db));
    firstTable = tables[0]!.name;
    // A manifest this site takes: its own migration level and tables.
    manifest = {
      format: "agency-site-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      dialect,
      migrations: await appliedMigrations(target.db),
      tables: tables.map(({ name, columns }) => ({ name, rows: 1, columns })),
      media: { files: 0, bytes: 0 },
    };
  });
  afterAll(async () => {
    await target?.drop();
  });

  const contentCount = async () =>
    Number(
      (
        await target.db
          .selectFrom("contentItems")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("refuses a manifest past its cap, a large one in a small gzip, before reading it whole", async () => {
    const size = defaultRestoreLimits.manifestBytes * 24;
    const archive = await archiveOf([{ name: manifestEntry, size, chunks: repeated(" ", size) }]);
    expect(archive.length).toBeLessThan(size / 100);
    const restore = restoreBackup(target, Readable.from(archive));
    await expect(restore).rejects.toThrow(RestoreRefusedError);
    await expect(restore).rejects.toThrow(/manifest\.json is larger than 1 MiB/);
  });

  it("refuses a table file that is one enormous line as the line grows, and writes nothing", async () => {
    const limits = { ...defaultRestoreLimits, lineBytes: 1024 ** 2 };
    const size = limits.lineBytes * 16;
    const archive = await archiveOf([
      { name: manifestEntry, ...json(manifest) },
      { name: tableEntry(firstTable), size, chunks: repeated("a", size) },
    ]);
    const before = await contentCount();
    const restore = restoreBackup(target, Readable.from(archive), { force: true, limits });
    await expect(restore).rejects.toThrow(new RegExp(`A row of its ${firstTable} is larger than 1 MiB`));
    expect(await contentCount()).toBe(before);
  });

  it("counts the decompressed bytes as they stream and refuses past the total", async () => {
    const limits = { ...defaultRestoreLimits, totalBytes: 4 * 1024 ** 2 };
    // Many short lines: no row is over its cap, the whole is over the total.
    const size = limits.totalBytes * 4;
    const archive = await archiveOf([
      { name: manifestEntry, ...json(manifest) },
      { name: tableEntry(firstTable), size, chunks: repeated("\n", size) },
    ]);
    const before = await contentCount();
    const restore = restoreBackup(target, Readable.from(archive), { force: true, limits });
    await expect(restore).rejects.toThrow(RestoreRefusedError);
    await expect(restore).rejects.toThrow(/more than 4 MiB once decompressed/);
    expect(await contentCount()).toBe(before);
  });
});
