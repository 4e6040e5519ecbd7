import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenForPublicChanges } from "../../server/db/public-change-listener.server";
import { tellPublicChanged } from "../../server/db/public-changes.server";
import { openDatabase } from "../../server/db/database.server";
import { listNotFoundPaths } from "../../server/db/not-found-paths.server";
import { redirectMovedPage, saveRedirect } from "../../server/db/redirects.server";
import { createLogger } from "../../server/logger.server";
import { createNotFoundLog } from "../../server/redirects/not-found-log.server";
import { createRedirectTable } from "../../server/redirects/redirect-table.server";
import { createTestDatabase, type TestDatabase, testDialects, hasTestPostgres, skipNote } from "../support/database";

const logger = createLogger("silent");

describe.each(testDialects)("the redirect table and the 404 log on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("keeps a moved page's redirects free of chains and loops", async () => {
    const table = createRedirectTable({ db: database.db, logger });
    try {
      await redirectMovedPage(database.db, "/blog/a", "/blog/b");
      await redirectMovedPage(database.db, "/blog/b", "/blog/c");
      await table.reload();
      expect(table.lookup("/blog/a", "")?.location).toBe("/blog/c");
      expect(table.lookup("/blog/b/", "")?.location).toBe("/blog/c");
      // Back to the first address: it is the page's again, and nothing leads in a circle.
      await redirectMovedPage(database.db, "/blog/c", "/blog/a");
      await table.reload();
      expect(table.lookup("/blog/a", "")).toBeUndefined();
      expect(table.lookup("/blog/b", "")?.location).toBe("/blog/a");
      expect(table.lookup("/blog/c", "")?.location).toBe("/blog/a");
    } finally {
      await table.stop();
    }
  });

  it("matches exact sources before prefixes, the longest prefix first, and joins paths and queries", async () => {
    const table = createRedirectTable({ db: database.db, logger });
    const save = (source: string, target: string, match: "exact" | "prefix" = "exact") =>
      saveRedirect(database.db, { source, target, match, status: 301, origin: "manual" });
    try {
      await save("/docs", "/help?from=docs#top", "prefix");
      await save("/docs/api", "https://api.example.com/v2/", "prefix");
      await save("/docs/api/index", "/blog");
      await save("/Café", "/about");
      await table.reload();
      expect(table.lookup("/docs/guide/start/", "x=1")?.location).toBe("/help/guide/start?from=docs#top");
      expect(table.lookup("/docs/api/users", "")?.location).toBe("https://api.example.com/v2/users");
      expect(table.lookup("/docs/api/index", "lng=tr")?.location).toBe("/blog?lng=tr");
      expect(table.lookup("/docsx", "")).toBeUndefined();
      // Sources are kept as browsers send them: percent-encoded.
      expect(table.lookup("/Caf%C3%A9", "")?.location).toBe("/about");
    } finally {
      await table.stop();
    }
  });

  it("writes a storm of 404s in batches and keeps only the most requested paths", async () => {
    const log = createNotFoundLog({ db: database.db, logger, keep: 3, flushEveryMs: 60_000 });
    try {
      for (let path = 1; path <= 6; path++)
        for (let time = 0; time < path; time++) log.record(`/missing-${path}`, "Mozilla/5.0 Firefox/130.0");
      log.record("/missing-1", "Googlebot/2.1 (+http://www.google.com/bot.html)");
      expect(await listNotFoundPaths(database.db, false)).toEqual([]); // nothing written per request
      await log.flush();
      const kept = await listNotFoundPaths(database.db, false);
      expect(kept.map((entry) => [entry.path, entry.count])).toEqual([
        ["/missing-6", 6],
        ["/missing-5", 5],
        ["/missing-4", 4],
      ]);
      expect((await listNotFoundPaths(database.db, true)).map((entry) => entry.path)).toEqual(["/missing-1"]);
      log.record("/missing-4", undefined);
      await log.flush();
      expect((await listNotFoundPaths(database.db, false)).find((entry) => entry.path === "/missing-4")?.count).toBe(5);
    } finally {
      await log.stop();
    }
  });
});

describe.runIf(hasTestPostgres)(skipNote("redirects shared by every instance (PostgreSQL)", hasTestPostgres), () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("serves a redirect another instance saved, heard through its announcement", async () => {
    const other = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const table = createRedirectTable({ db: other.db, logger });
    const listener = listenForPublicChanges({
      connectionString: database.databaseUrl!,
      onChange: () => tellPublicChanged(other.db),
      logger,
    });
    try {
      await expect.poll(() => listener.isListening()).toBe(true);
      await saveRedirect(database.db, {
        source: "/from-another-instance",
        target: "/about",
        match: "exact",
        status: 301,
        origin: "manual",
      });
      await expect.poll(() => table.lookup("/from-another-instance", "")?.location).toBe("/about");
    } finally {
      await listener.close();
      await table.stop();
      await other.close();
    }
  });
});
