import { beforeAll, describe, expect, it } from "vitest";
import { listApprovedComments } from "../../server/db/comments.server";
import { onPublicChange } from "../../server/db/public-changes.server";
import { apiOnTestDatabase, startApi } from "../support/api";
import { testDialects } from "../support/database";

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const anId = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe.each(testDialects)("blog comments on %s", (dialect) => {
  let token: string;
  let post: { _id: string; title: string; slug: string };
  let draft: { _id: string };

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    token = await api.adminToken();
    const newPost = async (title: string, status: string) =>
      (await api.call("POST", "/api/posts", { token, body: { title, content: "<p>Body</p>", excerpt: "E", status } }))
        .body;
    post = await newPost("Commented post", "published");
    draft = await newPost("Draft post", "draft");
  });

  let sent = 0;
  const comment = (overrides: Record<string, unknown> = {}, postId = post._id) =>
    api.call("POST", `/api/posts/${postId}/comments`, {
      body: { name: "Aysel", email: "Aysel@Example.az ", text: `Comment ${++sent}`, ...overrides },
    });
  const queue = async (status?: string) =>
    (await api.call("GET", `/api/comments${status ? `?status=${status}` : ""}`, { token })).body;
  const setStatus = (id: string, status: string, as = token) =>
    api.call("PATCH", `/api/comments/${id}`, { token: as, body: { status } });
  const bulk = (body: unknown) => api.call("POST", "/api/comments/bulk", { token, body });
  const shown = async () => (await listApprovedComments(api.database.db, post._id)).map(({ text }) => text);

  it("stores a visitor's comment as pending and answers it without the email", async () => {
    const before = (await queue()).counts;
    const { status, body } = await comment({ text: "  First!\nSecond line  " });
    expect(status).toBe(201);
    expect(body).toEqual({
      _id: anId,
      name: "Aysel",
      text: "First!\nSecond line",
      createdAt: isoDate,
      status: "pending",
    });

    const pending = await queue();
    expect(pending.counts).toEqual({ ...before, pending: before.pending + 1 });
    expect(pending.comments[0]).toEqual({
      ...body,
      email: "aysel@example.az",
      post: { _id: post._id, title: post.title, slug: post.slug },
    });
    expect(await queue("pending")).toEqual(pending);
  });

  it("shows a comment to visitors only once approved, oldest first, and clears the caches as it does", async () => {
    let changes = 0;
    const stop = onPublicChange(api.database.db, () => changes++);
    try {
      const older = (await comment({ text: "Older" })).body;
      const newer = (await comment({ text: "Newer" })).body;
      expect(changes).toBe(0);
      expect(await shown()).not.toContain("Older");

      for (const { _id } of [newer, older]) expect((await setStatus(_id, "approved")).status).toBe(200);
      expect(changes).toBe(2);
      const visible = await shown();
      expect(visible.indexOf("Older")).toBeLessThan(visible.indexOf("Newer"));
      expect((await queue("approved")).comments.map(({ _id }: { _id: string }) => _id)).toEqual(
        expect.arrayContaining([older._id, newer._id]),
      );

      // Back to pending hides it again; a change between unseen states clears nothing.
      const back = await setStatus(newer._id, "pending");
      expect(back.body).toMatchObject({ _id: newer._id, status: "pending" });
      expect(await shown()).not.toContain("Newer");
      expect(changes).toBe(3);
      await setStatus(newer._id, "spam");
      expect(changes).toBe(3);
      expect((await api.call("DELETE", `/api/comments/${older._id}`, { token })).status).toBe(204);
      expect(await shown()).not.toContain("Older");
      expect(changes).toBe(4);
    } finally {
      stop();
    }
  });

  it("answers a bot that fills the honeypot as it answers a person, and stores nothing", async () => {
    const before = (await queue()).counts;
    const bot = await comment({ website: "http://spam.test", text: "Buy now" });
    expect(bot.status).toBe(201);
    expect(bot.body).toEqual({ _id: anId, name: "Aysel", text: "Buy now", createdAt: isoDate, status: "pending" });
    expect((await queue()).counts).toEqual(before);
  });

  it("names each field that needs attention, in the visitor's language", async () => {
    const { status, body } = await comment({ name: " ", email: "not an email", text: "x".repeat(3001) });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Some fields need your attention.",
      errors: {
        name: "This field is required.",
        email: "Please enter a valid email address.",
        text: "This is too long.",
      },
    });
    const turkish = await api.call("POST", `/api/posts/${post._id}/comments?lng=tr`, {
      body: { name: "Ali", email: "ali@example.com" },
    });
    expect(turkish.body.errors).toEqual({ text: "Bu alan zorunludur." });
  });

  it("answers 404 for an unknown post or a draft", async () => {
    for (const id of ["no-such-post", draft._id]) {
      const { status, body } = await comment({}, id);
      expect(status, id).toBe(404);
      expect(body).toEqual({ message: "The post was not found." });
    }
  });

  it("records who approved, marked as spam or deleted a comment", async () => {
    const { _id } = (await comment()).body;
    await setStatus(_id, "approved");
    await setStatus(_id, "spam");
    await api.call("DELETE", `/api/comments/${_id}`, { token });
    const { activity } = (await api.call("GET", "/api/dashboard", { token })).body;
    expect(
      activity
        .filter((event: { subjectId: string }) => event.subjectId === _id)
        .map(({ kind, title, actor }: { kind: string; title: string; actor: { name: string } }) => [
          kind,
          title,
          actor.name,
        ]),
    ).toEqual([
      ["comment.deleted", post.title, "Test Admin"],
      ["comment.spam", post.title, "Test Admin"],
      ["comment.approved", post.title, "Test Admin"],
    ]);
  });

  it("lets editors moderate", async () => {
    const { _id } = (await comment()).body;
    const editor = await api.editorToken();
    expect((await setStatus(_id, "approved", editor)).body.status).toBe("approved");
    expect((await api.call("DELETE", `/api/comments/${_id}`, { token: editor })).status).toBe(204);
  });

  it("refuses a bad state or query with 400, and an unknown comment with 404", async () => {
    const { _id } = (await comment()).body;
    const bad = await setStatus(_id, "published");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: "Choose pending, approved or spam." });
    expect((await api.call("GET", "/api/comments?status=hidden", { token })).status).toBe(400);
    for (const answer of [
      await setStatus("no-such-comment", "approved"),
      await api.call("DELETE", "/api/comments/no-such-comment", { token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "The comment was not found." });
    }
  });

  it("approves, marks as spam and deletes several comments at once, answering the ids it changed", async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await comment()).body._id as string));
    const approved = await bulk({ ids: [...ids.slice(0, 2), "no-such-comment"], action: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.body.ids.sort()).toEqual(ids.slice(0, 2).sort());
    // Already approved: nothing changes.
    expect((await bulk({ ids: ids.slice(0, 1), action: "approve" })).body).toEqual({ ids: [] });

    expect((await bulk({ ids, action: "spam" })).body.ids.sort()).toEqual([...ids].sort());
    const spam = (await queue("spam")).comments.map(({ _id }: { _id: string }) => _id);
    expect(spam).toEqual(expect.arrayContaining(ids));

    expect((await bulk({ ids, action: "delete" })).body.ids.sort()).toEqual([...ids].sort());
    const lists = await Promise.all(["pending", "approved", "spam"].map(queue));
    const left = lists.flatMap(({ comments }) => comments.map(({ _id }: { _id: string }) => _id));
    for (const id of ids) expect(left).not.toContain(id);
  });

  it("refuses a bulk action without ids, with more than 100, or an unknown action", async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ ids: [], action: "approve" }, { ids: "This field is required." }],
      [{ ids: Array.from({ length: 101 }, (_, n) => `id-${n}`), action: "spam" }, { ids: "There are too many items." }],
      [{ ids: ["x"], action: "publish" }, { action: "Choose approve, spam or delete." }],
      [{ action: "delete" }, { ids: "This field is required." }],
    ];
    for (const [body, errors] of cases) {
      const answer = await bulk(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
  });

  it("keeps a post's comments while it is in the trash, and deletes them with the post for good", async () => {
    const doomed = (
      await api.call("POST", "/api/posts", {
        token,
        body: { title: "Doomed", content: "<p>x</p>", excerpt: "x", status: "published" },
      })
    ).body;
    const { _id } = (await comment({}, doomed._id)).body;
    await setStatus(_id, "approved");
    const commentsOf = () =>
      api.database.db.selectFrom("comments").select("id").where("postId", "=", doomed._id).execute();
    expect((await api.call("DELETE", `/api/posts/${doomed._id}`, { token })).status).toBe(204);
    expect(await commentsOf()).toHaveLength(1);
    const purged = await api.call("POST", "/api/articles/bulk", {
      token,
      body: { ids: [doomed._id], action: "delete" },
    });
    expect(purged.body).toEqual({ ids: [doomed._id] });
    expect(await commentsOf()).toEqual([]);
    expect((await setStatus(_id, "pending")).status).toBe(404);
  });

  it("limits comments per address, answering 429 {message}", async () => {
    // From an address of its own: on PostgreSQL every app on the database counts together.
    const limited = await startApi(api.database, { FORM_RATE_LIMIT: "2", TRUST_PROXY: "1" });
    try {
      const send = () =>
        limited.call("POST", `/api/posts/${post._id}/comments`, {
          body: { name: "Fast", email: "fast@example.com", text: "Again" },
          headers: { "x-forwarded-for": "10.9.0.1" },
        });
      for (const n of [1, 2]) expect((await send()).status, `comment ${n}`).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: expect.stringContaining("Too many requests") });
      expect(refused.headers.get("retry-after")).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
