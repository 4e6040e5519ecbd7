import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

// A new site-content item (simple pages included) kept for its author from the first
// keystroke (decision 054): one per author and kind, never an item, never public, gone when
// an item of that kind is first saved or the draft is discarded.
describe.each(testDialects)("new content drafts API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const faqDraft = (question: string) => ({
    visible: true,
    fields: {},
    text: { en: { question, answer: "" }, tr: { question: "", answer: "" } },
  });

  it("keeps each author's new item per kind, unlisted and not public, and replaces it as they type", async () => {
    const kept = await api.call("PUT", "/api/drafts/new/faq", { token: editor, body: faqDraft("Do you ship") });
    expect(kept.status).toBe(200);
    expect(kept.body.fields.text.en.question).toBe("Do you ship");
    await api.call("PUT", "/api/drafts/new/faq", { token: editor, body: faqDraft("Do you ship abroad?") });
    await api.call("PUT", "/api/drafts/new/post", {
      token: editor,
      body: { title: "A post beside it", content: "", excerpt: "", slug: "" },
    });

    const mine = await api.call("GET", "/api/drafts/new/faq", { token: editor });
    expect(mine.body.draft.fields.text.en.question).toBe("Do you ship abroad?");
    expect((await api.call("GET", "/api/drafts/new/post", { token: editor })).body.draft.fields.title).toBe(
      "A post beside it",
    );
    expect((await api.call("GET", "/api/drafts/new/services", { token: editor })).body).toEqual({ draft: null });
    expect((await api.call("GET", "/api/drafts/new/faq", { token: admin })).body).toEqual({ draft: null });

    // Neither the staff's list nor visitors see it.
    for (const token of [admin, undefined]) {
      const list = await api.call("GET", "/api/content/faq", { token });
      expect(JSON.stringify(list.body)).not.toContain("Do you ship abroad?");
    }
  });

  it("is gone once its author saves a new item of that kind, and only that kind", async () => {
    await api.call("PUT", "/api/drafts/new/faq", { token: editor, body: faqDraft("Saved soon?") });
    await api.call("PUT", "/api/drafts/new/pages", {
      token: editor,
      body: { slug: "kept-page", visible: true, fields: {}, text: { en: { title: "Kept page", body: "<p>B</p>" } } },
    });
    const created = await api.call("POST", "/api/content/faq", {
      token: editor,
      body: { visible: true, fields: {}, text: { en: { question: "Saved soon?", answer: "Yes." } } },
    });
    expect(created.status).toBe(201);
    expect((await api.call("GET", "/api/drafts/new/faq", { token: editor })).body).toEqual({ draft: null });
    expect((await api.call("GET", "/api/drafts/new/pages", { token: editor })).body.draft.fields.slug).toBe(
      "kept-page",
    );
    expect((await api.call("DELETE", "/api/drafts/new/pages", { token: editor })).status).toBe(204);
    expect((await api.call("GET", "/api/drafts/new/pages", { token: editor })).body).toEqual({ draft: null });
  });

  it("sanitises a simple page's HTML and refuses a bad draft with 400 {message}", async () => {
    const kept = await api.call("PUT", "/api/drafts/new/pages", {
      token: editor,
      body: {
        slug: "",
        visible: true,
        fields: {},
        text: { en: { title: "T", body: '<p onclick="steal()">Hi<script>alert(1)</script></p>' } },
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.fields.text.en.body).toBe("<p>Hi</p>");
    for (const body of [
      { visible: "yes", fields: {}, text: {} },
      { visible: true, fields: {}, text: { xx: {} } },
      { visible: true, fields: {}, text: {}, extra: 1 },
      { visible: true, fields: {}, text: { en: { title: "x".repeat(300_000) } } },
    ]) {
      const refused = await api.call("PUT", "/api/drafts/new/faq", { token: editor, body });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(typeof refused.body.message).toBe("string");
    }
  });

  it("answers 404 for an unknown kind and a kind that has no New (page texts)", async () => {
    for (const kind of ["nonsense", "page-texts", "home-page"]) {
      for (const token of [editor, admin]) {
        const answer = await api.call("GET", `/api/drafts/new/${kind}`, { token });
        expect(answer.status, kind).toBe(404);
        const put = await api.call("PUT", `/api/drafts/new/${kind}`, { token, body: faqDraft("x") });
        expect(put.status, kind).toBe(404);
      }
    }
  });

  it("refuses a missing or forged token with 401", async () => {
    const forged = `${editor.slice(0, editor.lastIndexOf("."))}.${Buffer.from("forged").toString("base64url")}`;
    for (const token of [undefined, forged]) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", faqDraft("x")],
        ["DELETE", undefined],
      ] as const) {
        const answer = await api.call(method, "/api/drafts/new/services", { token, body });
        expect(answer.status, method).toBe(401);
      }
    }
  });
});
