import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase, type TestApi } from "../support/api";
import { testDialects } from "../support/database";
import { ghostExport } from "../support/ghost-export";
import { wordpressExport } from "../support/wordpress-export";

// The import's API (decision 059): upload a WordPress export, read its dry run, start the
// import, and the old permalinks answer 301.

function export1(): string {
  return wordpressExport({
    author: { login: "rustam", displayName: "Rustam Aliyev" },
    category: { slug: "news", name: "News" },
    posts: [
      {
        id: 41,
        title: "Our new office",
        slug: "our-new-office",
        content: "<p>We moved to a bigger office.</p>",
        dateGmt: "2025-03-04 09:00:00",
      },
    ],
  });
}

async function upload(api: TestApi, token: string | undefined, body: string, query = "") {
  return api.call("POST", `/api/imports${query}`, {
    token,
    rawBody: body,
    headers: { "content-type": "application/octet-stream", "x-file-name": "export.xml" },
  });
}

/** Polls a job until it has finished, answering it. */
async function finished(api: TestApi, token: string, id: string) {
  let job: { status: string } | undefined;
  await expect
    .poll(
      async () => {
        job = (await api.call("GET", `/api/imports/${id}`, { token })).body;
        return job!.status;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(done|failed)$/);
  return job as { status: string; report: { created: Record<string, number> }; error: string; itemsDone: number };
}

describe.each(testDialects)("the import API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  it("lets only admins import", async () => {
    expect((await upload(api, undefined, export1())).status).toBe(401);
    expect((await upload(api, "forged.token.value", export1())).status).toBe(401);
    expect((await upload(api, editor, export1())).status).toBe(403);
    expect((await api.call("GET", "/api/imports", { token: editor })).status).toBe(403);
    expect((await api.call("POST", "/api/imports/x/start", { token: editor, body: {} })).status).toBe(403);
  });

  it("refuses what is not an export, naming the line", async () => {
    const empty = await upload(api, admin, "");
    expect(empty.status).toBe(400);
    const text = await upload(api, admin, "name,email\nAli,ali@example.com\n");
    expect(text.status).toBe(400);
    expect(text.body.message).toContain("line 1");
    const language = await upload(api, admin, export1(), "?language=xx");
    expect(language.status).toBe(400);
    expect((await api.call("GET", "/api/imports/unknown", { token: admin })).status).toBe(404);
    expect((await api.call("POST", "/api/imports/unknown/start", { token: admin, body: {} })).status).toBe(404);
  });

  it("reports a broken file's line when its dry run reads it", async () => {
    const broken = await upload(api, admin, `${export1().slice(0, 600)}<oops`);
    expect(broken.status).toBe(202);
    const job = await finished(api, admin, broken.body._id);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/line \d+/);
  });

  it("runs a dry run that writes nothing, then the import, and the old permalink answers 301", async () => {
    const uploaded = await upload(api, admin, export1(), "?language=en");
    expect(uploaded.status).toBe(202);
    expect(uploaded.body).toMatchObject({ format: "wordpress", dryRun: true, fileName: "export.xml" });
    const dryRun = await finished(api, admin, uploaded.body._id);
    expect(dryRun.status).toBe("done");
    expect(dryRun.report.created).toMatchObject({ author: 1, category: 1, post: 1 });
    const { db } = api.database;
    expect(await db.selectFrom("posts").select("id").where("slug", "=", "our-new-office").execute()).toEqual([]);

    const started = await api.call("POST", `/api/imports/${uploaded.body._id}/start`, { token: admin, body: {} });
    expect(started.status).toBe(202);
    expect((await api.call("POST", `/api/imports/${uploaded.body._id}/start`, { token: admin, body: {} })).status).toBe(
      409,
    );
    expect((await api.call("POST", `/api/imports/${started.body._id}/start`, { token: admin, body: {} })).status).toBe(
      409,
    );
    const imported = await finished(api, admin, started.body._id);
    expect(imported.status).toBe("done");
    expect(imported.report.created).toMatchObject({ author: 1, category: 1, post: 1 });
    expect(imported.itemsDone).toBeGreaterThan(0);

    await expect
      .poll(async () => {
        const answer = await fetch(`${api.url}/2025/03/our-new-office/`, { redirect: "manual" });
        return `${answer.status} ${answer.headers.get("location")}`;
      })
      .toBe("301 /blog/our-new-office");
    const list = await api.call("GET", "/api/imports", { token: admin });
    expect(list.body.map((job: { _id: string }) => job._id)).toContain(started.body._id);
  });

  it("imports a Ghost export, detected from its content, into the language picked", async () => {
    const ghost = ghostExport([
      {
        id: "g1",
        title: "Yeni ofisimiz",
        slug: "yeni-ofisimiz",
        lexical: JSON.stringify({
          root: {
            children: [{ type: "paragraph", children: [{ type: "text", text: "Taşındık.", format: 0 }] }],
          },
        }),
        html: null,
        type: "post",
        status: "published",
        published_at: "2025-06-01T09:00:00.000Z",
      },
    ]);
    const uploaded = await upload(api, admin, ghost, "?language=tr");
    expect(uploaded.status).toBe(202);
    expect(uploaded.body).toMatchObject({ format: "ghost", language: "tr" });
    expect((await finished(api, admin, uploaded.body._id)).status).toBe("done");
    const started = await api.call("POST", `/api/imports/${uploaded.body._id}/start`, { token: admin, body: {} });
    expect((await finished(api, admin, started.body._id)).status).toBe("done");
    const post = await api.database.db
      .selectFrom("posts")
      .select(["language", "content", "status"])
      .where("slug", "=", "yeni-ofisimiz")
      .executeTakeFirstOrThrow();
    expect(post).toMatchObject({ language: "tr", status: "published" });
    expect(post.content).toContain("Taşındık.");
    await expect
      .poll(async () => {
        const answer = await fetch(`${api.url}/yeni-ofisimiz/`, { redirect: "manual" });
        return `${answer.status} ${answer.headers.get("location")}`;
      })
      .toBe("301 /blog/yeni-ofisimiz");
  });

  describe("a Ghost site's old address", () => {
    // The old Ghost site, serving its images: its export writes them relative or `__GHOST_URL__/…`.
    let oldSite: Server;
    let address: string;
    beforeAll(async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc6633" } })
        .png()
        .toBuffer();
      oldSite = createServer((req, res) => {
        if (req.url?.startsWith("/content/images/")) res.writeHead(200, { "content-type": "image/png" }).end(png);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => oldSite.listen(0, "127.0.0.1", resolve));
      address = `http://127.0.0.1:${(oldSite.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => oldSite?.close(resolve));
    });

    const pictures = () =>
      ghostExport([
        {
          id: "g2",
          title: "Pictures of the office",
          slug: "pictures-of-the-office",
          html: '<p>Our desk:</p><img src="/content/images/2025/06/desk.png" alt="A desk">',
          feature_image: "__GHOST_URL__/content/images/2025/06/cover.png",
          type: "post",
          status: "published",
          published_at: "2025-06-02T09:00:00.000Z",
        },
      ]);

    it("refuses an address that is not an http(s) one", async () => {
      for (const bad of ["not an address", "ftp://old.example", "https://user:secret@old.example"]) {
        const answer = await upload(api, admin, pictures(), `?${new URLSearchParams({ siteAddress: bad })}`);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toEqual(expect.any(String));
      }
    });

    it("fetches the images from the address given with the upload, through the dry run to the import", async () => {
      const uploaded = await upload(api, admin, pictures(), `?${new URLSearchParams({ siteAddress: address })}`);
      expect(uploaded.status).toBe(202);
      expect(uploaded.body).toMatchObject({ format: "ghost", siteAddress: address });
      expect((await finished(api, admin, uploaded.body._id)).status).toBe("done");
      const started = await api.call("POST", `/api/imports/${uploaded.body._id}/start`, { token: admin, body: {} });
      expect(started.body.siteAddress).toBe(address);
      const imported = await finished(api, admin, started.body._id);
      expect(imported.status).toBe("done");
      expect(imported.report.created.image).toBe(2);
      const post = await api.database.db
        .selectFrom("posts")
        .select(["content", "image"])
        .where("slug", "=", "pictures-of-the-office")
        .executeTakeFirstOrThrow();
      expect(post.image).toMatch(/^\/media\//);
      expect(post.content).toMatch(/<img[^>]+src="\/media\//);
      expect(post.content).not.toContain("/content/images/");
    });
  });
});
