import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const person = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe.each(testDialects)("redirects and the 404 log on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  /** The answer to a visitor's GET, redirects not followed. */
  const visit = (path: string, userAgent = person) =>
    fetch(`${api.url}${path}`, { redirect: "manual", headers: { "user-agent": userAgent } });
  /** Waits until `path` redirects to `location` (the table is read again after each change). */
  const redirectsTo = (path: string, location: string | null, status = 301) =>
    expect
      .poll(async () => {
        const answer = await visit(path);
        return answer.status === status ? answer.headers.get("location") : `status ${answer.status}`;
      })
      .toBe(location);

  it("lets only admins run redirects and refuses what cannot work", async () => {
    const input = { source: "/only-admins", target: "/about" };
    expect((await api.call("GET", "/api/redirects")).status).toBe(401);
    expect((await api.call("GET", "/api/redirects", { token: "forged.token.value" })).status).toBe(401);
    expect((await api.call("POST", "/api/redirects", { token: editor, body: input })).status).toBe(403);
    expect((await api.call("GET", "/api/not-found-paths", { token: editor })).status).toBe(403);

    const created = await api.call("POST", "/api/redirects", { token: admin, body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ source: "/only-admins", target: "/about", match: "exact", status: 301 });
    expect(created.body.origin).toBe("manual");
    expect((await api.call("POST", "/api/redirects", { token: admin, body: input })).status).toBe(409);

    for (const body of [
      { source: "no-slash", target: "/about" },
      { source: "/api/posts", target: "/about" },
      { source: "/x", target: "javascript:alert(1)" },
      { source: "/x", target: "//evil.example" },
      { source: "/loop/", target: "/loop" },
      { source: "/x", target: "/y", status: 307 },
    ]) {
      const refused = await api.call("POST", "/api/redirects", { token: admin, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors).toBeTruthy();
    }
    const turkish = await api.call("POST", "/api/redirects", {
      token: admin,
      body: { source: "/x", target: "ftp://old" },
      headers: { "accept-language": "tr" },
    });
    expect(turkish.body.errors.target).toMatch(/adres/);

    const id = created.body._id;
    expect((await api.call("PUT", `/api/redirects/${id}`, { token: editor, body: input })).status).toBe(403);
    expect((await api.call("PUT", "/api/redirects/unknown", { token: admin, body: input })).status).toBe(404);
    const updated = await api.call("PUT", `/api/redirects/${id}`, {
      token: admin,
      body: { ...input, target: "/faq", status: 302 },
    });
    expect(updated.body).toMatchObject({ target: "/faq", status: 302, origin: "manual" });
    expect((await api.call("DELETE", `/api/redirects/${id}`, { token: admin })).status).toBe(204);
    expect((await api.call("DELETE", `/api/redirects/${id}`, { token: admin })).status).toBe(404);
  });

  it("answers exact, prefix and query sources from memory, counts hits and never chains", async () => {
    const create = (body: Record<string, unknown>) => api.call("POST", "/api/redirects", { token: admin, body });
    expect((await create({ source: "https://old.example/2019/05/hello-world/", target: "/blog/hello" })).status).toBe(
      201,
    );
    expect((await create({ source: "/old-blog", target: "/blog", match: "prefix" })).status).toBe(201);
    expect((await create({ source: "/?p=123", target: "/blog/by-id" })).status).toBe(201);
    expect((await create({ source: "/moved-for-now", target: "https://example.com/x", status: 302 })).status).toBe(201);

    await redirectsTo("/2019/05/hello-world/", "/blog/hello");
    await redirectsTo("/2019/05/hello-world?utm_source=mail", "/blog/hello?utm_source=mail");
    await redirectsTo("/old-blog/2020/a-post/", "/blog/2020/a-post");
    await redirectsTo("/?p=123", "/blog/by-id");
    await redirectsTo("/moved-for-now", "https://example.com/x", 302);
    expect((await visit("/old-blogger")).status).not.toBe(301);

    // A redirect to a redirected address leads to its target; one to this source follows it.
    expect((await create({ source: "/first", target: "/2019/05/hello-world/" })).body.target).toBe("/blog/hello");
    expect((await create({ source: "/blog/hello", target: "/blog/hello-again" })).status).toBe(201);
    await redirectsTo("/first", "/blog/hello-again");
    await redirectsTo("/2019/05/hello-world", "/blog/hello-again");
    const loop = await create({ source: "/blog/hello-again", target: "/first" });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.target).toBeTruthy();

    const list = await api.call("GET", "/api/redirects?q=HELLO-WORLD", { token: admin });
    expect(list.body.total).toBe(1);
    expect(list.body.redirects[0].hits).toBeGreaterThanOrEqual(3);
    expect(list.body.redirects[0].lastHitAt).not.toBeNull();
    expect((await api.call("GET", "/api/redirects?limit=9999", { token: admin })).status).toBe(400);
  });

  it("redirects a published post's and a simple page's old address when its slug changes, without loops", async () => {
    const post = await api.call("POST", "/api/posts", {
      token: editor,
      body: {
        title: "Moving post",
        content: "<p>Body</p>",
        excerpt: "Moves",
        status: "published",
        slug: "moving-post",
      },
    });
    expect(post.status).toBe(201);
    const rename = (slug: string) =>
      api.call("PUT", `/api/posts/${post.body._id}`, {
        token: editor,
        body: { title: "Moving post", content: "<p>Body</p>", excerpt: "Moves", status: "published", slug },
      });
    expect((await rename("moved-post")).body.slug).toBe("moved-post");
    await redirectsTo("/blog/moving-post", "/blog/moved-post");
    // Back again: the new address is the page's own once more, the other one redirects.
    expect((await rename("moving-post")).body.slug).toBe("moving-post");
    await redirectsTo("/blog/moved-post", "/blog/moving-post");
    expect((await visit("/blog/moving-post")).status).not.toBe(301);
    const made = await api.call("GET", "/api/redirects?q=/blog/mov", { token: admin });
    expect(made.body.redirects.map((redirect: { origin: string }) => redirect.origin)).toEqual(["slug"]);

    const page = await api.call("POST", "/api/content/pages", {
      token: editor,
      body: {
        slug: "imprint",
        fields: {},
        text: { en: { title: "Imprint", body: "<p>Us</p>", seoTitle: "", seoDescription: "" } },
      },
    });
    expect(page.status).toBe(201);
    const moved = await api.call("PUT", `/api/content/pages/${page.body._id}`, {
      token: editor,
      body: { slug: "legal", fields: {}, text: page.body.text },
    });
    expect(moved.status).toBe(200);
    await redirectsTo("/imprint", "/legal");
  });

  it("logs missing public paths by count, bots apart, and forgets one once it redirects", async () => {
    await visit("/no-such-page");
    await visit("/no-such-page");
    await visit("/no-such-page", bot);
    await visit("/api/nothing-here");
    const people = await api.call("GET", "/api/not-found-paths", { token: admin });
    expect(people.body.paths.find((entry: { path: string }) => entry.path === "/no-such-page")).toMatchObject({
      count: 2,
      bot: false,
    });
    expect(people.body.paths.some((entry: { path: string }) => entry.path.startsWith("/api"))).toBe(false);
    const bots = await api.call("GET", "/api/not-found-paths?bots=true", { token: admin });
    expect(bots.body.paths).toEqual([expect.objectContaining({ path: "/no-such-page", count: 1, bot: true })]);
    expect((await api.call("GET", "/api/not-found-paths?bots=maybe", { token: admin })).status).toBe(400);

    await api.call("POST", "/api/redirects", { token: admin, body: { source: "/no-such-page", target: "/" } });
    const after = await api.call("GET", "/api/not-found-paths", { token: admin });
    expect(after.body.paths.some((entry: { path: string }) => entry.path === "/no-such-page")).toBe(false);

    await visit("/gone-too");
    const logged = await api.call("GET", "/api/not-found-paths", { token: admin });
    const gone = logged.body.paths.find((entry: { path: string }) => entry.path === "/gone-too");
    expect((await api.call("DELETE", `/api/not-found-paths/${gone._id}`, { token: admin })).status).toBe(204);
    expect((await api.call("DELETE", `/api/not-found-paths/${gone._id}`, { token: admin })).status).toBe(404);
    expect((await api.call("DELETE", "/api/not-found-paths?bots=true", { token: editor })).status).toBe(403);
    expect((await api.call("DELETE", "/api/not-found-paths?bots=true", { token: admin })).status).toBe(204);
    expect((await api.call("GET", "/api/not-found-paths?bots=true", { token: admin })).body.paths).toEqual([]);
  });

  it("imports redirects from CSV, replacing known sources and refusing bad lines by number", async () => {
    const csv = [
      "source,target,match,status",
      "/csv-one,/about,,",
      '"/csv-two",/services,prefix,302',
      "/csv-bad,not a target,,",
      "/csv-one,/faq,exact,301",
    ].join("\r\n");
    expect((await api.call("POST", "/api/redirects/import", { token: editor, body: { csv } })).status).toBe(403);
    const imported = await api.call("POST", "/api/redirects/import", { token: admin, body: { csv } });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 2, updated: 1 });
    expect(imported.body.refused).toEqual([{ line: 4, message: expect.stringMatching(/^target: /) }]);
    await redirectsTo("/csv-one", "/faq");
    await redirectsTo("/csv-two/x", "/services/x", 302);
    expect((await api.call("POST", "/api/redirects/import", { token: admin, body: { csv: "" } })).status).toBe(400);
  });
});
