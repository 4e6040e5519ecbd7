import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

// A new post's text kept for its author from the first keystroke (decision 054): never a
// post, never public, one per author, gone when the post is first saved or discarded.
describe.each(testDialects)("new post drafts API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: "A post not saved yet",
    content: "<p>Typed before any save.</p>",
    excerpt: "",
    slug: "",
    image: null,
    category: null,
    tags: [],
    seo: { title: "", description: "", keywords: [] },
    ...overrides,
  });

  it("keeps each author's new post apart, unlisted and not public, and replaces it as they type", async () => {
    await api.call("DELETE", "/api/drafts/new/post", { token: admin });
    const kept = await api.call("PUT", "/api/drafts/new/post", { token: editor, body: draft() });
    expect(kept.status).toBe(200);
    expect(kept.body.fields).toMatchObject({ title: "A post not saved yet", content: "<p>Typed before any save.</p>" });
    const again = await api.call("PUT", "/api/drafts/new/post", {
      token: editor,
      body: draft({ title: "A post not saved yet, longer" }),
    });
    expect(again.status).toBe(200);

    const mine = await api.call("GET", "/api/drafts/new/post", { token: editor });
    expect(mine.body.draft).toMatchObject({ fields: { title: "A post not saved yet, longer" } });
    expect(Date.parse(mine.body.draft.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kept.body.updatedAt));
    expect((await api.call("GET", "/api/drafts/new/post", { token: admin })).body).toEqual({ draft: null });

    // Neither the staff's list nor visitors see it.
    const staffList = await api.call("GET", "/api/articles?q=longer", { token: admin });
    expect(staffList.body.total).toBe(0);
    const publicList = await api.call("GET", "/api/posts?search=longer");
    expect(publicList.body.posts).toEqual([]);
  });

  it("is gone once its author saves a new post, but not when they save a translation", async () => {
    await api.call("PUT", "/api/drafts/new/post", { token: editor, body: draft() });
    const source = await api.call("POST", "/api/posts", {
      token: admin,
      body: { title: "Source", content: "<p>Text</p>", excerpt: "E" },
    });
    const translation = await api.call("POST", "/api/posts", {
      token: editor,
      body: { title: "Kaynak", content: "<p>Metin</p>", excerpt: "Ö", language: "tr", translationOf: source.body._id },
    });
    expect(translation.status).toBe(201);
    expect((await api.call("GET", "/api/drafts/new/post", { token: editor })).body.draft).not.toBeNull();

    const created = await api.call("POST", "/api/posts", {
      token: editor,
      body: { title: "A post not saved yet", content: "<p>Typed before any save.</p>", excerpt: "Saved" },
    });
    expect(created.status).toBe(201);
    expect((await api.call("GET", "/api/drafts/new/post", { token: editor })).body).toEqual({ draft: null });
  });

  it("forgets a discarded new post", async () => {
    await api.call("PUT", "/api/drafts/new/post", { token: editor, body: draft() });
    expect((await api.call("DELETE", "/api/drafts/new/post", { token: editor })).status).toBe(204);
    expect((await api.call("GET", "/api/drafts/new/post", { token: editor })).body).toEqual({ draft: null });
  });

  it("sanitises the HTML kept and refuses a bad draft with 400 {message}", async () => {
    const kept = await api.call("PUT", "/api/drafts/new/post", {
      token: editor,
      body: draft({ content: '<p onclick="steal()">Hi<script>alert(1)</script></p>' }),
    });
    expect(kept.body.fields.content).toBe("<p>Hi</p>");
    for (const body of [draft({ title: 42 }), draft({ content: "x".repeat(2_000_000) }), { nonsense: true }]) {
      const refused = await api.call("PUT", "/api/drafts/new/post", { token: editor, body });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(typeof refused.body.message).toBe("string");
    }
  });

  it("refuses a missing or forged token with 401", async () => {
    const forged = `${editor.slice(0, editor.lastIndexOf("."))}.${Buffer.from("forged").toString("base64url")}`;
    for (const token of [undefined, forged]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", draft()],
        ["DELETE", undefined],
      ] as const) {
        const answer = await api.call(method, "/api/drafts/new/post", { token, body });
        expect(answer.status, method).toBe(401);
      }
    }
  });
});
