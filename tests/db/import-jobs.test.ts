import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimImportJob,
  createImportJob,
  findImportJob,
  recordImportProgress,
  toImportJobJson,
} from "../../server/db/import-jobs.server";
import { startImportRunner } from "../../server/import/import-runner.server";
import { importSource } from "../../server/import/import-source.server";
import { openImportFile } from "../../server/import/open-import-file.server";
import { createLogger } from "../../server/logger.server";
import { createMediaStore } from "../../server/media/media-store.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { type WxrItem, wxrDocument } from "../support/wxr";

// Import jobs (decision 059): claimed by one runner at a time, and a job whose instance
// stopped mid-run is taken over once its lease runs out and finished.

describe.each(testDialects)("import jobs on %s", (dialect) => {
  let database: TestDatabase;
  let file: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    file = path.join(database.dataDir, "export.xml");
    const wxr = wxrDocument(
      { title: "Jobs", baseUrl: "https://jobs-old.example" },
      [],
      [],
      [
        {
          id: 7,
          title: "Resumed",
          slug: "resumed",
          link: "https://jobs-old.example/resumed/",
          type: "post",
          status: "publish",
          content: "<p>Done after a restart.</p>",
          dateGmt: "2025-01-02 03:04:05",
        },
      ],
    );
    writeFileSync(file, wxr);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const newJob = () =>
    createImportJob(database.db, {
      filePath: file,
      fileName: "export.xml",
      format: "wordpress",
      language: "en",
      dryRun: false,
      createdBy: null,
    });

  it("gives a job to one claimer only, and none whose file it cannot read", async () => {
    const job = await newJob();
    expect(await claimImportJob(database.db, () => false, 60_000)).toBeUndefined();
    const claims = await Promise.all([
      claimImportJob(database.db, () => true, 60_000),
      claimImportJob(database.db, () => true, 60_000),
    ]);
    expect(claims.filter((claim) => claim?.id === job.id)).toHaveLength(1);
    // Its lease holds: nobody else takes it meanwhile.
    expect(await claimImportJob(database.db, () => true, 60_000)).toBeUndefined();
  });

  it("finishes a job whose runner stopped once its lease runs out", async () => {
    // The job of the test above is "running" with a lease; let it run out as after a crash.
    await database.db
      .updateTable("importJobs")
      .set({ claimedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const runner = startImportRunner({
      db: database.db,
      logger: createLogger("silent"),
      mediaStore: createMediaStore(database.db, database.dataDir),
      checkEveryMs: 200,
    });
    try {
      const [job] = await database.db.selectFrom("importJobs").select("id").execute();
      await expect
        .poll(async () => (await findImportJob(database.db, job!.id))?.status, { timeout: 30_000 })
        .toBe("done");
      const posts = await database.db.selectFrom("posts").select("slug").where("slug", "=", "resumed").execute();
      expect(posts).toHaveLength(1);
      const redirect = await database.db
        .selectFrom("redirects")
        .select("target")
        .where("source", "=", "/resumed")
        .executeTakeFirst();
      expect(redirect?.target).toBe("/blog/resumed");
    } finally {
      await runner.close();
    }
  });

  it("removes an upload nobody imported once its dry run is old, once, and an imported one at once", async () => {
    const upload = (name: string, dryRun: boolean) => {
      const filePath = path.join(database.dataDir, name);
      writeFileSync(filePath, wxrDocument({ title: name, baseUrl: `https://${name}.example` }, [], [], []));
      return createImportJob(database.db, {
        filePath,
        fileName: name,
        format: "wordpress",
        language: "en",
        dryRun,
        createdBy: null,
      });
    };
    const abandoned = await upload("abandoned.xml", true);
    const imported = await upload("imported.xml", false);
    const fresh = await upload("fresh.xml", true);
    const runner = () =>
      startImportRunner({
        db: database.db,
        logger: createLogger("silent"),
        mediaStore: createMediaStore(database.db, database.dataDir),
        checkEveryMs: 200,
        cleanupEveryMs: 200,
        keepUploadsMs: 60 * 60 * 1000,
      });
    const hour = 60 * 60 * 1000;
    const kept = runner();
    try {
      await expect
        .poll(
          async () =>
            (
              await database.db
                .selectFrom("importJobs")
                .select("status")
                .where("id", "in", [abandoned.id, fresh.id])
                .execute()
            ).map((row) => row.status),
          { timeout: 30_000 },
        )
        .toEqual(["done", "done"]);
      // The import's file goes when it is done; the dry runs' wait for their import.
      await expect.poll(() => existsSync(imported.filePath), { timeout: 30_000 }).toBe(false);
      expect(existsSync(abandoned.filePath)).toBe(true);
    } finally {
      await kept.close();
    }
    // Two hours later, with two instances looking.
    await database.db
      .updateTable("importJobs")
      .set({ finishedAt: new Date(Date.now() - 2 * hour).toISOString() })
      .where("id", "=", abandoned.id)
      .execute();
    const [first, second] = [runner(), runner()];
    try {
      await expect.poll(() => existsSync(abandoned.filePath), { timeout: 30_000 }).toBe(false);
      const row = await findImportJob(database.db, abandoned.id);
      expect(row?.fileRemovedAt).not.toBeNull();
      // The fresh one finished less than an hour ago.
      expect(existsSync(fresh.filePath)).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("a job taken over after a restart reports the whole run, not only what came after it", async () => {
    const resumedFile = path.join(database.dataDir, "resumed.xml");
    const posts = Array.from({ length: 5 }, (_, n): WxrItem => ({
      id: 100 + n,
      title: `Part ${n}`,
      slug: `part-${n}`,
      link: `https://jobs-old.example/part-${n}/`,
      type: "post",
      status: "publish",
      content: `<p>Part ${n}.</p>`,
      dateGmt: "2025-01-02 03:04:05",
    }));
    writeFileSync(
      resumedFile,
      wxrDocument({ title: "Resumed", baseUrl: "https://resumed-old.example" }, [], [], posts),
    );
    await createImportJob(database.db, {
      filePath: resumedFile,
      fileName: "resumed.xml",
      format: "wordpress",
      language: "en",
      dryRun: false,
      createdBy: null,
    });
    // The first instance runs its first batch (two posts) and stops, as a restart stops it.
    const job = (await claimImportJob(database.db, (row) => row.filePath === resumedFile, 60_000))!;
    const stopped = new AbortController();
    await expect(
      importSource(await openImportFile(resumedFile, "wordpress"), {
        db: database.db,
        mediaStore: createMediaStore(database.db, database.dataDir),
        language: "en",
        dryRun: false,
        userId: null,
        batchSize: 2,
        signal: stopped.signal,
        onProgress: async (done, report, handle) => {
          await recordImportProgress(handle, job.id, done, report, 60_000);
          stopped.abort();
        },
      }),
    ).rejects.toThrow();
    const interrupted = toImportJobJson((await findImportJob(database.db, job.id))!);
    // A batch ends at two items, or sooner when one takes over a second (a busy machine).
    expect(interrupted.itemsDone).toBeGreaterThan(0);
    expect(interrupted.itemsDone).toBeLessThan(posts.length);
    expect(interrupted.report.created.post).toBe(interrupted.itemsDone);
    await database.db
      .updateTable("importJobs")
      .set({ claimedUntil: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", job.id)
      .execute();

    const runner = startImportRunner({
      db: database.db,
      logger: createLogger("silent"),
      mediaStore: createMediaStore(database.db, database.dataDir),
      checkEveryMs: 200,
    });
    try {
      await expect
        .poll(async () => (await findImportJob(database.db, job.id))?.status, { timeout: 30_000 })
        .toBe("done");
      const finished = toImportJobJson((await findImportJob(database.db, job.id))!);
      expect(finished.itemsDone).toBe(posts.length);
      expect(finished.report.created.post).toBe(posts.length);
      expect(finished.report.skipped.post).toBe(0);
      const redirects = await database.db
        .selectFrom("redirects")
        .select("id")
        .where("target", "like", "/blog/part-%")
        .execute();
      expect(finished.report.created.redirect).toBe(redirects.length);
      expect(finished.report.lines.filter((line) => line.kind === "post").map((line) => line.title)).toEqual(
        posts.map((post) => post.title),
      );
    } finally {
      await runner.close();
    }
  });
});
