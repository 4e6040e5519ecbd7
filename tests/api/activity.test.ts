import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

describe.each(testDialects)("the activity log on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await api.adminToken();
  });

  it("records who changed posts, categories and users, and lists them by subject and actor, newest first", async () => {
    const editor = await api.editorToken();
    const category = await api.call("POST", "/api/categories", { token: editor, body: { name: "Logged" } });
    await api.call("PUT", `/api/categories/${category.body._id}`, { token: editor, body: { name: "Logged again" } });
    await api.call("POST", "/api/posts", {
      token: editor,
      body: { title: "A logged post", content: "<p>Body</p>", excerpt: "Excerpt" },
    });
    const created = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Logged User", email: "logged@agency.test", role: "editor" },
    });
    await api.call("PATCH", `/api/users/${created.body.user._id}`, { token: admin, body: { role: "admin" } });
    await api.call("POST", `/api/users/${created.body.user._id}/password`, { token: admin, body: {} });
    await api.call("DELETE", `/api/categories/${category.body._id}`, { token: editor });

    const all = await api.call("GET", "/api/activity", { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.items.map((entry: { kind: string; title: string }) => `${entry.kind} ${entry.title}`)).toEqual([
      "category.deleted Logged again",
      "user.passwordReset Logged User",
      "user.updated Logged User",
      "user.created Logged User",
      "post.created A logged post",
      "category.updated Logged again",
      "category.created Logged",
    ]);
    expect(all.body).toMatchObject({ page: 1, pages: 1, total: 7 });
    expect(all.body.items[0].actor.name).toBe("Test Editor");

    const users = await api.call("GET", "/api/activity?subject=user", { token: admin });
    expect(users.body.items.map((entry: { kind: string }) => entry.kind)).toEqual([
      "user.passwordReset",
      "user.updated",
      "user.created",
    ]);
    const editorId = all.body.items[0].actor._id;
    const byEditor = await api.call("GET", `/api/activity?actor=${editorId}`, { token: admin });
    expect(byEditor.body.total).toBe(4);
  });

  it("pages the log, and refuses a bad filter or page with 400", async () => {
    for (let index = 0; index < 31; index += 1) {
      await api.call("POST", "/api/categories", { token: admin, body: { name: `Paged ${index}` } });
    }
    const second = await api.call("GET", "/api/activity?page=2", { token: admin });
    expect(second.body.page).toBe(2);
    expect(second.body.items.length).toBe(second.body.total - 30);
    for (const query of ["subject=planet", "page=0", "page=x"]) {
      const refused = await api.call("GET", `/api/activity?${query}`, { token: admin });
      expect(refused.status, query).toBe(400);
      expect(refused.body.message).toBe("Some fields need your attention.");
    }
  });
});
