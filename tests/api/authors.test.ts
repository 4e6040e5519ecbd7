import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

// Decision 039: a post's author is chosen from active staff; staff keep a bio per language
// and a photo, their own on the profile, anyone's for admins.
describe.each(testDialects)("authors on %s", (dialect) => {
  let admin: string;
  let editor: string;
  let writer: { _id: string; name: string };
  let leaver: { _id: string };

  const newPost = (values: Record<string, unknown> = {}) => ({
    title: "Who wrote this",
    excerpt: "An excerpt",
    content: "<p>Text</p>",
    ...values,
  });

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    admin = await api.adminToken();
    editor = await api.editorToken();
    const created = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Olga Petrova", email: `olga-${crypto.randomUUID()}@agency.test`, role: "editor" },
    });
    writer = created.body.user;
    const gone = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Former Staff", email: `former-${crypto.randomUUID()}@agency.test`, role: "editor" },
    });
    leaver = gone.body.user;
    await api.call("PATCH", `/api/users/${leaver._id}`, { token: admin, body: { active: false } });
  });

  it("a new post is its creator's unless another author is chosen; editors and admins may choose any staff", async () => {
    const own = await api.call("POST", "/api/posts", { token: editor, body: newPost() });
    expect(own.status).toBe(201);
    const me = await api.call("GET", "/api/auth/me", { token: editor });
    expect(own.body.author).toEqual({ _id: me.body._id, name: me.body.name });

    for (const token of [editor, admin]) {
      const chosen = await api.call("POST", "/api/posts", { token, body: newPost({ author: writer._id }) });
      expect(chosen.status).toBe(201);
      expect(chosen.body.author).toEqual({ _id: writer._id, name: "Olga Petrova" });
    }
    // An update that names no author keeps the post's; one that names another moves it.
    const kept = await api.call("PUT", `/api/posts/${own.body._id}`, {
      token: editor,
      body: newPost({ title: "Kept" }),
    });
    expect(kept.body.author._id).toBe(me.body._id);
    const moved = await api.call("PUT", `/api/posts/${own.body._id}`, {
      token: editor,
      body: newPost({ author: writer._id }),
    });
    expect(moved.body.author._id).toBe(writer._id);
    // A translation takes its source's author.
    const translation = await api.call("POST", "/api/posts", {
      token: admin,
      body: newPost({ language: "ru", translationOf: own.body._id, title: "Кто это написал" }),
    });
    expect(translation.body.author._id).toBe(writer._id);
  });

  it("refuses an unknown or deactivated author with 400 naming the field, in the visitor's language", async () => {
    for (const author of ["no-such-user", leaver._id]) {
      const refused = await api.call("POST", "/api/posts", { token: editor, body: newPost({ author }) });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Choose an active member of staff as the author.");
      expect(Object.keys(refused.body.errors ?? {})).toEqual(["author"]);
    }
    const russian = await api.call("POST", "/api/posts", {
      token: editor,
      body: newPost({ author: "no-such-user" }),
      headers: { "accept-language": "ru" },
    });
    expect(russian.body.message).toBe("Выберите автором активного сотрудника.");
    const tooLong = await api.call("POST", "/api/posts", { token: editor, body: newPost({ author: "x".repeat(101) }) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(["author"]);
  });

  it("a deactivated author stays on the posts they wrote when those are edited", async () => {
    const active = await api.call("POST", "/api/users", {
      token: admin,
      body: { name: "Leaving Soon", email: `soon-${crypto.randomUUID()}@agency.test`, role: "editor" },
    });
    const id = active.body.user._id;
    const post = await api.call("POST", "/api/posts", { token: admin, body: newPost({ author: id }) });
    await api.call("PATCH", `/api/users/${id}`, { token: admin, body: { active: false } });
    const edited = await api.call("PUT", `/api/posts/${post.body._id}`, {
      token: editor,
      body: newPost({ author: id, title: "Edited after they left" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.author._id).toBe(id);
  });

  it("lists active staff as authors for staff only", async () => {
    const listed = await api.call("GET", "/api/authors", { token: editor });
    expect(listed.status).toBe(200);
    const ids = listed.body.map((author: { _id: string }) => author._id);
    expect(ids).toContain(writer._id);
    expect(ids).not.toContain(leaver._id);
    expect((await api.call("GET", "/api/authors")).status).toBe(401);
    expect((await api.call("GET", "/api/authors", { token: "forged.token.value" })).status).toBe(401);
  });

  it("staff set their own bio and photo on the profile; admins anyone's; editors nobody else's", async () => {
    const own = await api.call("PATCH", "/api/auth/me", {
      token: editor,
      body: { name: "Test Editor", bio: { en: "I edit.", ru: "Я редактор." }, photo: "/images/team/olga.svg" },
    });
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({
      bio: { en: "I edit.", tr: "", ru: "Я редактор.", az: "" },
      photo: "/images/team/olga.svg",
    });
    // Saving the name alone keeps them.
    const renamed = await api.call("PATCH", "/api/auth/me", { token: editor, body: { name: "Test Editor" } });
    expect(renamed.body.user.bio.en).toBe("I edit.");

    const set = await api.call("PUT", `/api/users/${writer._id}/author-profile`, {
      token: admin,
      body: { bio: { az: "Dizayn haqqında yazır." }, photo: "" },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ bio: { en: "", az: "Dizayn haqqında yazır." }, photo: null });

    const byEditor = await api.call("PUT", `/api/users/${writer._id}/author-profile`, {
      token: editor,
      body: { bio: { en: "Hijacked" } },
    });
    expect(byEditor.status).toBe(403);
    expect((await api.call("PUT", `/api/users/${writer._id}/author-profile`, { body: {} })).status).toBe(401);
    expect(
      (await api.call("PUT", "/api/users/no-such-user/author-profile", { token: admin, body: { bio: {} } })).status,
    ).toBe(404);
  });

  it("refuses a bio too long and a photo that is no image address", async () => {
    const bad = await api.call("PUT", `/api/users/${writer._id}/author-profile`, {
      token: admin,
      body: { bio: { tr: "x".repeat(601) }, photo: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["bio.tr", "photo"]);
    const profile = await api.call("PATCH", "/api/auth/me", {
      token: editor,
      body: { name: "Test Editor", photo: "//evil.example/x.png" },
    });
    expect(profile.status).toBe(400);
    expect(Object.keys(profile.body.errors)).toEqual(["photo"]);
  });
});
