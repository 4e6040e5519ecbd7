import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

describe.each(testDialects)("the notifications bell on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  const apply = (name: string) =>
    api.call("POST", "/api/applications", {
      body: {
        name,
        email: "lead@example.com",
        phoneNumber: "+994 12 555 01 23",
        businessName: "Lead LLC",
        message: "Hi",
      },
    });
  const write = (name: string) =>
    api.call("POST", "/api/contact", {
      body: { user_name: name, user_email: "writer@example.com", subject: "A question", message: "Hello there" },
    });

  it("an admin sees applications and messages that came in since they last looked, newest first; opening clears the count", async () => {
    const admin = await api.adminToken();
    expect((await api.call("GET", "/api/notifications", { token: admin })).body).toEqual({ items: [], unseen: 0 });

    expect((await apply("Aysel Applicant")).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await write("Murad Writer")).status).toBe(201);
    const { body } = await api.call("GET", "/api/notifications", { token: admin });
    expect(body.unseen).toBe(2);
    expect(body.items.map((item: { kind: string; title: string }) => `${item.kind} ${item.title}`)).toEqual([
      "message Murad Writer",
      "application Aysel Applicant",
    ]);

    expect((await api.call("POST", "/api/notifications/seen", { token: admin })).status).toBe(204);
    expect((await api.call("GET", "/api/notifications", { token: admin })).body).toEqual({ items: [], unseen: 0 });
    await apply("Later Applicant");
    expect((await api.call("GET", "/api/notifications", { token: admin })).body.unseen).toBe(1);
  });

  it("an editor is told about comments waiting for approval, not about leads", async () => {
    const editor = await api.editorToken();
    await apply("Hidden Applicant");
    await write("Hidden Writer");
    expect((await api.call("GET", "/api/notifications", { token: editor })).body).toEqual({ items: [], unseen: 0 });

    const admin = await api.adminToken();
    const post = await api.call("POST", "/api/posts", {
      token: admin,
      body: { title: "Commented", content: "<p>Text</p>", excerpt: "Excerpt", status: "published" },
    });
    const comment = await api.call("POST", `/api/posts/${post.body._id}/comments`, {
      body: { name: "Kamran Reader", email: "reader@example.com", text: "Nice post." },
    });
    expect(comment.status).toBe(201);
    const { body } = await api.call("GET", "/api/notifications", { token: editor });
    expect(body.unseen).toBe(1);
    expect(body.items).toEqual([expect.objectContaining({ kind: "comment", title: "Kamran Reader" })]);
    // Approved, it is no longer news.
    await api.call("PATCH", `/api/comments/${comment.body._id}`, { token: editor, body: { status: "approved" } });
    expect((await api.call("GET", "/api/notifications", { token: editor })).body.unseen).toBe(0);
  });
});
