import { describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { untilPast } from "../support/clock";
import { testDialects } from "../support/database";

describe.each(testDialects)("the notifications bell on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);

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
    api.call("POST", "/api/contact-messages", {
      body: { user_name: name, user_email: "writer@example.com", subject: "A question", message: "Hello there" },
    });

  it("an admin sees applications and messages that came in since they last looked, newest first; opening clears the count", async () => {
    const admin = await api.adminToken();
    expect((await api.call("GET", "/api/notifications", { token: admin })).body).toEqual({ items: [], unseen: 0 });

    expect((await apply("Aysel Applicant")).status).toBe(201);
    await untilPast(Date.now()); // a later moment for the next lead
    expect((await write("Murad Writer")).status).toBe(201);
    const { body } = await api.call("GET", "/api/notifications", { token: admin });
    expect(body.unseen).toBe(2);
    expect(body.items.map((item: { kind: string; title: string }) => `${item.kind} ${item.title}`)).toEqual([
      "message Murad Writer",
      "application Aysel Applicant",
    ]);

    expect(
      (await api.call("POST", "/api/notifications/seen", { token: admin, body: { until: body.items[0].createdAt } }))
        .status,
    ).toBe(204);
    expect((await api.call("GET", "/api/notifications", { token: admin })).body).toEqual({ items: [], unseen: 0 });
    await apply("Later Applicant");
    expect((await api.call("GET", "/api/notifications", { token: admin })).body.unseen).toBe(1);
  });

  it("opening the bell marks seen only what it showed: a lead that came in after the list was loaded stays new", async () => {
    const admin = await api.adminToken();
    await apply("Shown Applicant");
    const shown = (await api.call("GET", "/api/notifications", { token: admin })).body;
    await untilPast(shown.items[0].createdAt);
    await apply("Unshown Applicant");
    const seen = { token: admin, body: { until: shown.items[0].createdAt } };
    expect((await api.call("POST", "/api/notifications/seen", seen)).status).toBe(204);
    const after = (await api.call("GET", "/api/notifications", { token: admin })).body;
    expect(after.unseen).toBe(1);
    expect(after.items.map((item: { title: string }) => item.title)).toEqual(["Unshown Applicant"]);

    // An older mark (a second tab's stale list) does not bring seen items back.
    expect((await api.call("POST", "/api/notifications/seen", seen)).status).toBe(204);
    expect((await api.call("GET", "/api/notifications", { token: admin })).body.unseen).toBe(1);
    // A mark in the future counts as now: a lead that comes in later is still news.
    const future = { token: admin, body: { until: "2999-01-01T00:00:00.000Z" } };
    expect((await api.call("POST", "/api/notifications/seen", future)).status).toBe(204);
    expect((await api.call("GET", "/api/notifications", { token: admin })).body.unseen).toBe(0);
    await untilPast(Date.now()); // the mark was "now": the next lead comes later
    await apply("Tomorrow Applicant");
    expect((await api.call("GET", "/api/notifications", { token: admin })).body.unseen).toBe(1);
  });

  it("refuses a mark that is not a time, with a message", async () => {
    const admin = await api.adminToken();
    for (const body of [{}, { until: "yesterday" }, { until: 5 }, { until: "2026-01-01T00:00:00Z", extra: true }]) {
      const answer = await api.call("POST", "/api/notifications/seen", { token: admin, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
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
