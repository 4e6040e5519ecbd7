import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

// Autosave and revisions of posts (decision 038): an autosave keeps what an editor typed
// without touching the post; every save keeps a revision; a revision can be compared and
// restored; the activity log says which fields of which language changed.
describe.each(testDialects)("post revisions API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    title: "Web Development",
    content: "<p>We build fast sites.</p>",
    excerpt: "What we do",
    ...overrides,
  });
  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: "Web Development",
    content: "<p>We build fast, accessible sites.</p>",
    excerpt: "",
    slug: "",
    image: null,
    category: null,
    tags: [],
    seo: { title: "", description: "", keywords: [] },
    ...overrides,
  });

  async function createPost(overrides: Record<string, unknown> = {}) {
    const created = await api.call("POST", "/api/posts", { token: admin, body: input(overrides) });
    expect(created.status).toBe(201);
    return created.body as { _id: string; slug: string; updatedAt: string };
  }

  it("autosaves a published post without changing what visitors read, and offers it back", async () => {
    const post = await createPost({ status: "published", language: "tr", title: "Web geliştirme" });
    const autosaved = await api.call("POST", `/api/posts/${post._id}/autosave`, {
      token: editor,
      body: draft({ title: "Web geliştirme 2027", excerpt: "Taslak" }),
    });
    expect(autosaved.status).toBe(200);
    expect(autosaved.body).toMatchObject({ postId: post._id, kind: "autosave", user: { name: "Test Editor" } });

    const visitor = await api.call("GET", `/api/posts/${post.slug}`);
    expect(visitor.body).toMatchObject({ title: "Web geliştirme", content: "<p>We build fast sites.</p>" });
    const staff = await api.call("GET", `/api/posts/${post._id}`, { token: admin });
    expect(staff.body.updatedAt).toBe(post.updatedAt);

    const pending = await api.call("GET", `/api/posts/${post._id}/autosave`, { token: editor });
    expect(pending.status).toBe(200);
    expect(pending.body.autosave).toMatchObject({
      _id: autosaved.body._id,
      kind: "autosave",
      fields: { title: "Web geliştirme 2027", excerpt: "Taslak", content: "<p>We build fast, accessible sites.</p>" },
    });
    // Each editor has an autosave of their own.
    expect((await api.call("GET", `/api/posts/${post._id}/autosave`, { token: admin })).body).toEqual({
      autosave: null,
    });
  });

  it("keeps one autosave per editor and post, replaced by the next and removed by their save", async () => {
    const post = await createPost();
    for (const title of ["First try", "Second try", "Third try"]) {
      const saved = await api.call("POST", `/api/posts/${post._id}/autosave`, {
        token: editor,
        body: draft({ title }),
      });
      expect(saved.status).toBe(200);
    }
    let list = await api.call("GET", `/api/posts/${post._id}/revisions`, { token: editor });
    expect(list.status).toBe(200);
    expect(list.body.revisions.map((revision: { kind: string }) => revision.kind)).toEqual(["autosave", "save"]);
    const autosave = list.body.revisions[0];
    expect(
      (await api.call("GET", `/api/posts/${post._id}/revisions/${autosave._id}`, { token: admin })).body,
    ).toMatchObject({ fields: { title: "Third try" }, user: { name: "Test Editor" } });

    const updated = await api.call("PUT", `/api/posts/${post._id}`, {
      token: editor,
      body: input({ title: "Third try", status: "published" }),
    });
    expect(updated.status).toBe(200);
    list = await api.call("GET", `/api/posts/${post._id}/revisions`, { token: editor });
    expect(list.body.revisions.map((revision: { kind: string }) => revision.kind)).toEqual(["publish", "save"]);
    expect(list.body.revisions[0]).toMatchObject({ user: { name: "Test Editor" } });
    expect((await api.call("GET", `/api/posts/${post._id}/autosave`, { token: editor })).body.autosave).toBeNull();
  });

  it("offers no autosave older than the post's last save, and forgets a discarded one", async () => {
    const post = await createPost();
    await api.call("POST", `/api/posts/${post._id}/autosave`, { token: editor, body: draft({ title: "Mine" }) });
    // Someone else saves after it: the autosave is behind the post now.
    await api.call("PUT", `/api/posts/${post._id}`, { token: admin, body: input({ title: "Theirs" }) });
    expect((await api.call("GET", `/api/posts/${post._id}/autosave`, { token: editor })).body.autosave).toBeNull();

    await api.call("POST", `/api/posts/${post._id}/autosave`, { token: editor, body: draft({ title: "Mine again" }) });
    expect((await api.call("GET", `/api/posts/${post._id}/autosave`, { token: editor })).body.autosave).not.toBeNull();
    const discarded = await api.call("DELETE", `/api/posts/${post._id}/autosave`, { token: editor });
    expect(discarded.status).toBe(204);
    expect((await api.call("GET", `/api/posts/${post._id}/autosave`, { token: editor })).body.autosave).toBeNull();
  });

  it("restores a revision as a new 'restore' revision, leaving the post as it is", async () => {
    const post = await createPost({ title: "Version one" });
    await api.call("PUT", `/api/posts/${post._id}`, { token: admin, body: input({ title: "Version two" }) });
    const { body } = await api.call("GET", `/api/posts/${post._id}/revisions`, { token: admin });
    const first = body.revisions.at(-1);
    const restored = await api.call("POST", `/api/posts/${post._id}/revisions/${first._id}/restore`, { token: editor });
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({
      kind: "restore",
      user: { name: "Test Editor" },
      fields: { title: "Version one" },
    });
    expect((await api.call("GET", `/api/posts/${post._id}`, { token: admin })).body.title).toBe("Version two");
    const kinds = (await api.call("GET", `/api/posts/${post._id}/revisions`, { token: admin })).body.revisions.map(
      (revision: { kind: string }) => revision.kind,
    );
    expect(kinds).toEqual(["restore", "save", "save"]);
  });

  it("sanitises autosaved HTML and refuses bad drafts with 400 {message, errors}", async () => {
    const post = await createPost();
    const saved = await api.call("POST", `/api/posts/${post._id}/autosave`, {
      token: editor,
      body: draft({ content: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' }),
    });
    const stored = await api.call("GET", `/api/posts/${post._id}/revisions/${saved.body._id}`, { token: editor });
    expect(stored.body.fields.content).toBe("<p>Hi</p>");

    for (const body of [
      draft({ title: "x".repeat(201) }),
      draft({ image: "javascript:alert(1)" }),
      draft({ tags: "not a list" }),
      { ...draft(), status: "published" },
      [],
    ]) {
      const refused = await api.call("POST", `/api/posts/${post._id}/autosave`, { token: editor, body });
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    const turkish = await api.call("POST", `/api/posts/${post._id}/autosave`, {
      token: editor,
      body: draft({ title: "x".repeat(201) }),
      headers: { "accept-language": "tr" },
    });
    expect(turkish.body.errors).toBeDefined();
    expect(turkish.body.message).not.toBe(
      (
        await api.call("POST", `/api/posts/${post._id}/autosave`, {
          token: editor,
          body: draft({ title: "x".repeat(201) }),
        })
      ).body.message,
    );
  });

  it("answers 404 for an unknown post or a revision of another post", async () => {
    const [post, other] = await Promise.all([createPost({ title: "One" }), createPost({ title: "Other" })]);
    const { body } = await api.call("GET", `/api/posts/${other._id}/revisions`, { token: editor });
    const otherRevision = body.revisions[0]._id;
    const missing = [
      ["GET", "/api/posts/no-such-post/revisions"],
      // A slug is not an id here: revisions are addressed by the post's id.
      ["GET", `/api/posts/${post.slug}/revisions`],
      ["GET", `/api/posts/${post._id}/revisions/no-such-revision`],
      ["GET", `/api/posts/${post._id}/revisions/${otherRevision}`],
      ["POST", `/api/posts/${post._id}/revisions/${otherRevision}/restore`],
      ["GET", "/api/posts/no-such-post/autosave"],
      ["DELETE", "/api/posts/no-such-post/autosave"],
    ] as const;
    for (const [method, path] of missing) {
      const answer = await api.call(method, path, { token: editor });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    const autosave = await api.call("POST", "/api/posts/no-such-post/autosave", { token: editor, body: draft() });
    expect(autosave.status).toBe(404);
  });

  it("refuses a missing or forged token with 401", async () => {
    const post = await createPost();
    const forged = `${editor.slice(0, editor.lastIndexOf("."))}.${Buffer.from("forged").toString("base64url")}`;
    for (const token of [undefined, forged]) {
      for (const [method, path, body] of [
        ["GET", `/api/posts/${post._id}/revisions`, undefined],
        ["GET", `/api/posts/${post._id}/autosave`, undefined],
        ["POST", `/api/posts/${post._id}/autosave`, draft()],
        ["DELETE", `/api/posts/${post._id}/autosave`, undefined],
      ] as const) {
        const answer = await api.call(method, path, { token, body });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it("records in the activity log which fields of which language an edit changed", async () => {
    const post = await createPost({ language: "tr", title: "Web geliştirme", status: "published" });
    await api.call("PUT", `/api/posts/${post._id}`, {
      token: editor,
      body: input({ title: "Web geliştirme hizmeti", content: "<p>Yeni metin</p>", status: "published" }),
    });
    const log = await api.call("GET", "/api/activity?subject=post", { token: admin });
    expect(log.body.items[0]).toMatchObject({
      kind: "post.updated",
      title: "Web geliştirme hizmeti",
      changes: { fields: ["title", "content"], languages: ["tr"] },
    });
    // Creating says nothing more than its kind.
    expect(log.body.items[1]).toMatchObject({ kind: "post.created", changes: null });

    const faq = await api.call("GET", "/api/content/faq", { token: admin });
    const item = faq.body.items[0];
    const text = { ...item.text, ru: { ...item.text.ru, answer: "Новый ответ" } };
    const edited = await api.call("PUT", `/api/content/faq/${item._id}`, {
      token: editor,
      body: { slug: item.slug, visible: item.visible, fields: item.fields, text },
    });
    expect(edited.status).toBe(200);
    await api.call("PATCH", `/api/content/faq/${item._id}`, { token: editor, body: { visible: false } });
    const content = await api.call("GET", "/api/activity?subject=content", { token: admin });
    expect(content.body.items.slice(0, 2).map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { fields: ["visible"], languages: [] },
      { fields: ["answer"], languages: ["ru"] },
    ]);

    const settings = (await api.call("GET", "/api/settings", { token: admin })).body;
    await api.call("PUT", "/api/settings", {
      token: admin,
      body: {
        ...settings,
        contact: { ...settings.contact, hours: { ...settings.contact.hours, az: "B.e.–C. 09:00–18:00" } },
        map: { ...settings.map, zoom: settings.map.zoom === 10 ? 11 : 10 },
      },
    });
    const logged = await api.call("GET", "/api/activity?subject=settings", { token: admin });
    expect(logged.body.items[0].changes).toEqual({ fields: ["contact", "map"], languages: ["az"] });
  });
});
