import { beforeAll, describe, expect, it } from "vitest";
import { contentItemInputSchema } from "../../common/content/items";
import { contentKindNames } from "../../common/content/kinds";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { creditedByName, demoContent } from "../../server/seed/site-content/believable-demo.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { validationText } from "../support/html";

const faq = (question: string, translations: Record<string, unknown> = {}) => ({
  fields: {},
  text: { en: { question, answer: "Yes." }, ...translations },
});

const service = (slug: string) => ({ ...allShippedContent.services[0]!, slug });

describe("the content shipped before the content model", () => {
  it.each(contentKindNames)("passes the %s schema in every language", (kind) => {
    // A project's team as shipped (names) is what the 2027-02-01 migration turns into ids (decision 073).
    const shipped = allShippedContent[kind].map((item) => (kind === "projects" ? creditedByName(item) : item));
    for (const item of [...shipped, ...demoContent[kind]]) {
      const parsed = contentItemInputSchema(kind).safeParse(item);
      expect(parsed.error?.issues).toBeUndefined();
      expect(Object.keys(item.text).sort()).toEqual(["az", "en", "ru", "tr"]);
    }
  });
});

describe.each(testDialects)("site content API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  it("serves the seeded content of every kind, in the shipped order, in four languages", async () => {
    for (const kind of contentKindNames) {
      const { status, body } = await api.call("GET", `/api/content/${kind}`);
      expect(status).toBe(200);
      expect(body.items.map((item: { text: unknown }) => item.text)).toEqual(
        demoContent[kind].map((item) => item.text),
      );
      expect(body.items.every((item: { missingLanguages: string[] }) => item.missingLanguages.length === 0)).toBe(true);
    }
  });

  it("requires English and checks every language's fields, naming them in the visitor's language", async () => {
    const noEnglish = await api.call("POST", "/api/content/faq", {
      token: editor,
      body: { fields: {}, text: { en: { question: "", answer: "" }, tr: { question: "Soru?", answer: "Evet." } } },
      headers: { "accept-language": "tr" },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.errors).toMatchObject({
      "text.en.question": validationText("tr", "validation.required"),
      "text.en.answer": validationText("tr", "validation.required"),
    });
    const tooLong = await api.call("POST", "/api/content/faq", {
      token: editor,
      body: faq("Long?", { az: { question: "x".repeat(300) } }),
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(["text.az.question"]);
    const wrongField = await api.call("POST", "/api/content/services", {
      token: admin,
      body: { ...service("priced-wrong"), fields: { ...service("x").fields, priceFrom: 9000, priceTo: 10 } },
    });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors["fields.priceTo"]).toBe(validationText("en", "validation.priceRange"));
  });

  it("stores blank translations as missing and names the languages an item lacks", async () => {
    const { status, body } = await api.call("POST", "/api/content/faq", {
      token: editor,
      body: faq("Do you translate?", {
        tr: { question: "Çeviri yapıyor musunuz?", answer: " " },
        ru: { question: "" },
      }),
    });
    expect(status).toBe(201);
    expect(body.text).toEqual({
      en: { question: "Do you translate?", answer: "Yes." },
      tr: { question: "Çeviri yapıyor musunuz?" },
      ru: {},
      az: {},
    });
    expect(body.missingLanguages).toEqual(["tr", "ru", "az"]);
    expect(body.position).toBe(allShippedContent.faq.length);
  });

  it("hides an item from visitors but not from staff", async () => {
    const { body: created } = await api.call("POST", "/api/content/faq", { token: editor, body: faq("Hidden soon?") });
    const hidden = await api.call("PATCH", `/api/content/faq/${created._id}`, {
      token: editor,
      body: { visible: false },
    });
    expect(hidden.body.visible).toBe(false);
    const ids = async (token?: string) =>
      (await api.call("GET", "/api/content/faq", { token })).body.items.map((item: { _id: string }) => item._id);
    expect(await ids()).not.toContain(created._id);
    expect(await ids(editor)).toContain(created._id);
    const badPatch = await api.call("PATCH", `/api/content/faq/${created._id}`, {
      token: editor,
      body: { visible: 1 },
    });
    expect(badPatch.status).toBe(400);
  });

  it("orders a kind only with every one of its ids, once", async () => {
    const { body } = await api.call("GET", "/api/content/about-figures", { token: editor });
    const ids: string[] = body.items.map((item: { _id: string }) => item._id);
    const stale = [
      ids.slice(1),
      [...ids, ids[0]],
      [...ids.slice(1), "not-an-id"],
      [...ids.slice(1), (await api.call("GET", "/api/content/faq")).body.items[0]._id],
    ];
    for (const attempt of stale) {
      const answer = await api.call("PUT", "/api/content/about-figures/order", {
        token: editor,
        body: { ids: attempt },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/changed/);
    }
    const reversed = [...ids].reverse();
    const ordered = await api.call("PUT", "/api/content/about-figures/order", {
      token: editor,
      body: { ids: reversed },
    });
    expect(ordered.status).toBe(200);
    const publicOrder = (await api.call("GET", "/api/content/about-figures")).body.items;
    expect(publicOrder.map((item: { _id: string }) => item._id)).toEqual(reversed);
  });

  it("keeps addresses unique per kind and well formed", async () => {
    const first = await api.call("POST", "/api/content/services", { token: editor, body: service("seo-audit") });
    expect(first.status).toBe(201);
    const again = await api.call("POST", "/api/content/services", { token: editor, body: service("SEO-Audit") });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/address/);
    const project = { ...demoContent.projects[0]!, slug: "seo-audit" };
    project.fields = { ...project.fields, team: [] };
    expect((await api.call("POST", "/api/content/projects", { token: editor, body: project })).status).toBe(201);
    const malformed = await api.call("POST", "/api/content/services", { token: editor, body: service("no spaces/") });
    expect(malformed.status).toBe(400);
    const renamed = await api.call("PUT", `/api/content/services/${first.body._id}`, {
      token: editor,
      body: service("web-development"),
    });
    expect(renamed.status).toBe(409);
  });

  it("lets editors change content but only admins delete a service or a project", async () => {
    const { body: created } = await api.call("POST", "/api/content/services", { token: editor, body: service("temp") });
    const byEditor = await api.call("DELETE", `/api/content/services/${created._id}`, { token: editor });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBeTruthy();
    expect((await api.call("DELETE", `/api/content/services/${created._id}`, { token: admin })).status).toBe(204);
    expect((await api.call("DELETE", `/api/content/services/${created._id}`, { token: admin })).status).toBe(404);
    const { body: question } = await api.call("POST", "/api/content/faq", { token: editor, body: faq("Gone?") });
    expect((await api.call("DELETE", `/api/content/faq/${question._id}`, { token: editor })).status).toBe(204);
    const { body: log } = await api.call("GET", "/api/activity?subject=content", { token: admin });
    const events = log.items.map((entry: { kind: string; title: string }) => `${entry.kind} ${entry.title}`);
    expect(events.slice(0, 4)).toEqual([
      "content.deleted Gone?",
      "content.created Gone?",
      "content.deleted Web Development",
      "content.created Web Development",
    ]);
  });

  it("refuses visitors, forged tokens, unknown kinds and ids with {message}", async () => {
    const refusals = [
      await api.call("POST", "/api/content/faq", { body: faq("Anonymous?") }),
      await api.call("POST", "/api/content/faq", { token: `${editor}x`, body: faq("Forged?") }),
      await api.call("GET", "/api/content/faq/some-id"),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body.message).toBeTruthy();
    }
    for (const [method, path] of [
      ["GET", "/api/content/widgets"],
      ["GET", "/api/content/faq/no-such-id"],
      ["PUT", "/api/content/faq/no-such-id"],
      ["PATCH", "/api/content/faq/no-such-id"],
      ["DELETE", "/api/content/faq/no-such-id"],
      ["GET", "/api/content/__proto__"],
    ] as const) {
      const body = method === "PUT" ? faq("Where?") : method === "PATCH" ? { visible: true } : undefined;
      const answer = await api.call(method, path, { token: editor, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBeTruthy();
    }
    const badJson = await api.call("POST", "/api/content/faq", {
      token: editor,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.status).toBe(400);
    const wrongShape = await api.call("POST", "/api/content/faq", { token: editor, body: { text: "nope" } });
    expect(wrongShape.status).toBe(400);
  });
});
