import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { gunzipSync } from "node:zlib";
import { type Kysely, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toArchiveValue, valueKind } from "../../server/backup/archive-format.server";
import { backedUpTables } from "../../server/backup/catalogue.server";
import { listStoredMedia } from "../../server/backup/media-files.server";
import { RestoreRefusedError, restoreBackup } from "../../server/backup/restore-backup.server";
import { openBackup } from "../../server/backup/write-backup.server";
import { ensureSiteSettings } from "../../server/db/site-settings.server";
import { createLogger } from "../../server/logger.server";
import { seedDemoContent } from "../../server/seed/seed.server";
import { createTrafficCounter } from "../../server/traffic/traffic-counter.server";
import { startApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** Every pair of databases: SQLite → PostgreSQL and back when TEST_DATABASE_URL is set. */
const pairs = testDialects.flatMap((from) => testDialects.map((to) => [from, to] as const));

/** Every content table's rows in the archive's engine-neutral form, in primary-key order. */
async function everyRow(database: TestDatabase): Promise<Record<string, unknown[]>> {
  const db = database.db.withoutPlugins() as Kysely<any>;
  const rows: Record<string, unknown[]> = {};
  for (const table of await backedUpTables(db)) {
    let query = db.selectFrom(table.name).selectAll();
    for (const column of table.primaryKey) query = query.orderBy(column);
    rows[table.name] = (await query.execute()).map((row: Record<string, unknown>) =>
      Object.fromEntries(table.columns.map(({ name, type }) => [name, toArchiveValue(row[name], valueKind(type))])),
    );
  }
  return rows;
}

/** Every uploaded file with its bytes, by name, from whichever store the site has. */
async function everyMediaFile(database: TestDatabase): Promise<Record<string, string>> {
  const files = await listStoredMedia(database.db, database.dataDir);
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [file.name, (await file.read()).toString("base64")] as const)),
  );
}

/**
 * What a later migration may add (this issue's sessions, say): a table no code of the
 * backup names, with a foreign key, a boolean, JSON and a timestamp in each engine's types.
 */
async function addLaterTable(database: TestDatabase) {
  const postgres = database.dialect === "postgres";
  await sql`create table later_sessions (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    current boolean not null,
    details ${postgres ? sql`jsonb` : sql`json`} not null,
    seen_at ${postgres ? sql`timestamptz` : sql`text`} not null)`.execute(database.db);
}

const backupOf = async (database: TestDatabase) =>
  buffer(await openBackup({ db: database.db, dataDir: database.dataDir }));

describe.each(pairs)("a backup of %s restored into %s", (from, to) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let archive: Buffer;

  beforeAll(async () => {
    source = await createTestDatabase(from);
    target = await createTestDatabase(to);
    await Promise.all([addLaterTable(source), addLaterTable(target)]);
    const api = await startApi(source);
    try {
      const token = await api.adminToken();
      await ensureSiteSettings(source.db, {});
      await seedDemoContent(source.db);
      const image = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#2a6f97" } })
        .jpeg()
        .toBuffer();
      const upload = await api.call("POST", "/api/media", {
        token,
        rawBody: image,
        headers: { "content-type": "image/jpeg", "x-file-name": encodeURIComponent("Ofis şəkli.jpg") },
      });
      expect(upload.status).toBe(201);
      const post = await api.call("POST", "/api/posts", {
        token,
        body: { title: "Backed up", content: "<p>Body</p>", excerpt: "E", image: upload.body.url, status: "published" },
      });
      await api.call("POST", `/api/posts/${post.body._id}/comments`, {
        body: { name: "Reader", email: "reader@example.com", text: 'Ünicode ✓ and "quotes"' },
      });
      await api.call("POST", "/api/newsletter-subscribers", { body: { email: "reader@example.com" } });
      await api.call("PATCH", `/api/media/${upload.body._id}`, { token, body: { alt: { en: "Blue", az: "Mavi" } } });
      const { id } = await source.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
      for (const current of [true, false]) {
        await sql`insert into later_sessions values (${`${id}-${current}`}, ${id},
          ${from === "postgres" ? current : Number(current)}, ${JSON.stringify({ device: "Firefox", current })},
          ${new Date().toISOString()})`.execute(source.db);
      }
    } finally {
      await api.close();
    }
    archive = await backupOf(source);
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it("puts back every table's rows and every media file", async () => {
    const summary = await restoreBackup(target, Readable.from(archive));
    const rows = await everyRow(source);
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(["users", "posts", "media", "comments", "content_items"]));
    expect(rows.media).toHaveLength(1);
    expect(rows.later_sessions).toEqual([
      expect.objectContaining({ current: false, details: { device: "Firefox", current: false } }),
      expect.objectContaining({ current: true, details: { device: "Firefox", current: true } }),
    ]);
    expect(await everyRow(target)).toEqual(rows);
    const files = await everyMediaFile(source);
    expect(Object.keys(files)).toHaveLength(3);
    expect(await everyMediaFile(target)).toEqual(files);
    expect(summary.mediaFiles).toBe(3);
  });

  it("refuses a site that is not empty, and replaces it only with --force", async () => {
    const before = await everyRow(target);
    await target.db.deleteFrom("comments").execute();
    const refused = restoreBackup(target, Readable.from(archive));
    await expect(refused).rejects.toThrow(RestoreRefusedError);
    await expect(refused).rejects.toThrow(/not empty/);
    expect((await everyRow(target)).comments).toEqual([]);
    await restoreBackup(target, Readable.from(archive), { force: true });
    expect(await everyRow(target)).toEqual(before);
  });

  it("writes nothing from an archive cut short", async () => {
    const fresh = await createTestDatabase(to);
    await addLaterTable(fresh);
    try {
      const before = await everyRow(fresh);
      const cut = restoreBackup(fresh, Readable.from(archive.subarray(0, archive.length - 2000)));
      await expect(cut).rejects.toThrow();
      expect(await everyRow(fresh)).toEqual(before);
      expect(await everyMediaFile(fresh)).toEqual({});
    } finally {
      await fresh.drop();
    }
  });
});

describe.each(testDialects)("the traffic salts on %s", (dialect) => {
  let database: TestDatabase;
  const browser =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const visit = {
    path: "/",
    query: "",
    headers: { "user-agent": browser },
    host: "site.test",
    address: "203.0.113.9",
    language: "en" as const,
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("never leave the database: a backup holds none, and a restored site counts its visitors anew", async () => {
    const traffic = createTrafficCounter({ db: database.db, logger: createLogger("silent"), flushEveryMs: 3_600_000 });
    try {
      await traffic.flush(); // the day's salt
      traffic.count(visit);
      await traffic.flush();
      const salts = await database.db.selectFrom("trafficSalts").select("salt").execute();
      expect(salts.length).toBeGreaterThan(0);
      const archive = await backupOf(database);
      const text = gunzipSync(archive).toString("latin1");
      expect(text).not.toContain("traffic_salts");
      for (const { salt } of salts) expect(text).not.toContain(salt);
      expect(text).toContain("traffic_visitors");

      await restoreBackup(database, Readable.from(archive), { force: true });
      await traffic.flush(); // the counter takes the restored site's new salts
      const renewed = await database.db.selectFrom("trafficSalts").select("salt").execute();
      expect(renewed.map(({ salt }) => salt)).not.toEqual(expect.arrayContaining(salts.map(({ salt }) => salt)));
      traffic.count(visit);
      await traffic.flush();
      const today = new Date().toISOString().slice(0, 10);
      const visitors = await database.db
        .selectFrom("trafficVisitors")
        .select("visitor")
        .where("day", "=", today)
        .execute();
      expect(visitors).toHaveLength(2);
    } finally {
      await traffic.stop();
    }
  });
});
