import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { validationText } from "../support/html";

// Blog posts in four languages (decisions 019 and 021): versions linked by translation
// group, created from one another, listed per language; categories with translations.
/** A version neither scheduled nor in the trash (decision 037). */
const unscheduled = { publishAt: null, unpublishAt: null, deletedAt: null };

describe.each(testDialects)("post translations API on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const post = (overrides: Record<string, unknown> = {}) => ({
    title: "Design systems",
    content: "<p>Body</p>",
    excerpt: "Why they pay off",
    ...overrides,
  });

  async function englishPost(title: string) {
    const category = await api.call("POST", "/api/categories", { token: admin, body: { name: `Cat ${title}` } });
    const created = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title, category: category.body._id, image: "/images/blog/default-design.svg", status: "published" }),
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  it("starts a translation: same group, its own slug and status, the source's author, category and cover", async () => {
    const english = await englishPost("Brand voice");
    expect(english.language).toBe("en");
    const { status, body } = await api.call("POST", "/api/posts", {
      token: editor,
      body: post({ title: "Brend səsi", excerpt: "Niyə vacibdir", language: "az", translationOf: english._id }),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      language: "az",
      title: "Brend səsi",
      slug: "brend-sesi",
      status: "draft",
      image: english.image,
      category: { _id: english.category._id },
      author: english.author,
    });
    const versions = [
      {
        language: "en",
        id: english._id,
        slug: english.slug,
        title: "Brand voice",
        status: "published",
        ...unscheduled,
      },
      { language: "az", id: body._id, slug: "brend-sesi", title: "Brend səsi", status: "draft", ...unscheduled },
    ];
    expect(body.translations).toEqual(versions);
    // Staff see every version from either one; visitors only the published ones.
    expect((await api.call("GET", `/api/posts/${english._id}`, { token: editor })).body.translations).toEqual(versions);
    expect((await api.call("GET", `/api/posts/${english.slug}`)).body.translations).toEqual([versions[0]]);
    expect((await api.call("GET", `/api/posts/${body.slug}`)).status).toBe(404);
    // Lists too: staff see the draft version even when listing published posts.
    const staffList = await api.call("GET", "/api/posts?status=published&lang=en&limit=100", { token: editor });
    expect(staffList.body.posts.find((item: { _id: string }) => item._id === english._id).translations).toEqual(
      versions,
    );
    const visitorList = await api.call("GET", "/api/posts?lang=en&limit=100");
    expect(visitorList.body.posts.find((item: { _id: string }) => item._id === english._id).translations).toEqual([
      versions[0],
    ]);

    const published = await api.call("PUT", `/api/posts/${body._id}`, {
      token: editor,
      body: post({ title: "Brend səsi", excerpt: "Niyə vacibdir", status: "published", language: "en" }),
    });
    expect(published.status).toBe(200);
    // A version keeps its language.
    expect(published.body.language).toBe("az");
    const seen = await api.call("GET", `/api/posts/${english.slug}`);
    expect(seen.body.translations.map((version: { language: string }) => version.language)).toEqual(["en", "az"]);
  });

  it("lists one language's versions with ?lang=, for visitors and staff", async () => {
    const english = await englishPost("Only listed in English");
    const turkish = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Yalnızca Türkçe listede", language: "tr", translationOf: english._id, status: "published" }),
    });
    const listed = await api.call("GET", "/api/posts?lang=tr&limit=100");
    expect(listed.status).toBe(200);
    expect(listed.body.posts.every((item: { language: string }) => item.language === "tr")).toBe(true);
    expect(listed.body.posts.map((item: { _id: string }) => item._id)).toContain(turkish.body._id);
    const englishList = await api.call("GET", "/api/posts?lang=en&limit=100", { token: admin });
    expect(englishList.body.posts.map((item: { _id: string }) => item._id)).toContain(english._id);
    expect(englishList.body.posts.map((item: { _id: string }) => item._id)).not.toContain(turkish.body._id);
  });

  it("names the category in the post's language, in English where it has no translation", async () => {
    const category = await api.call("POST", "/api/categories", {
      token: admin,
      body: {
        name: "Technology",
        description: "Code and tools",
        translations: {
          tr: { name: " Teknoloji ", description: "Kod ve araçlar" },
          ru: { name: "", description: "x" },
        },
      },
    });
    expect(category.status).toBe(201);
    // A language without a name is not translated.
    expect(category.body.translations).toEqual({ tr: { name: "Teknoloji", description: "Kod ve araçlar" } });
    const english = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Tech in English", category: category.body._id }),
    });
    const turkish = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Türkçe teknoloji", language: "tr", translationOf: english.body._id }),
    });
    const russian = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Технологии", language: "ru", translationOf: english.body._id }),
    });
    expect(english.body.category.name).toBe("Technology");
    expect(turkish.body.category).toEqual({ _id: category.body._id, name: "Teknoloji" });
    expect(russian.body.category.name).toBe("Technology");

    const renamed = await api.call("PUT", `/api/categories/${category.body._id}`, {
      token: editor,
      body: { name: "Technology", translations: { az: { name: "Texnologiya" } } },
    });
    expect(renamed.body.translations).toEqual({ az: { name: "Texnologiya", description: "" } });
    // An update without translations keeps them.
    const kept = await api.call("PUT", `/api/categories/${category.body._id}`, {
      token: editor,
      body: { name: "Tech" },
    });
    expect(kept.body.translations).toEqual(renamed.body.translations);
    const list = await api.call("GET", "/api/categories");
    expect(list.body.find((item: { _id: string }) => item._id === category.body._id).translations).toEqual(
      renamed.body.translations,
    );
  });

  it("refuses a second version in the same language with 409, in the visitor's language", async () => {
    const english = await englishPost("Twice in Russian");
    const first = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Первый", language: "ru", translationOf: english._id }),
    });
    expect(first.status).toBe(201);
    // From any version of the group, English included.
    for (const source of [english._id, first.body._id]) {
      const again = await api.call("POST", "/api/posts", {
        token: admin,
        body: post({ title: "Второй", language: "ru", translationOf: source }),
        headers: { "accept-language": "ru" },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        "У этой записи уже есть версия на этом языке: откройте её, чтобы отредактировать.",
      );
    }
    const englishAgain = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ title: "Another English", translationOf: first.body._id }),
    });
    expect(englishAgain.status).toBe(409);
    expect(englishAgain.body.message).toBe(
      "This post already has a version in this language: open that version to edit it.",
    );
  });

  it("answers 404 for a translation of a post that does not exist", async () => {
    const { status, body } = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ language: "az", translationOf: "no-such-post" }),
      headers: { "accept-language": "az" },
    });
    expect(status).toBe(404);
    expect(body.message).toBe("Tərcümə ediləcək yazı tapılmadı.");
  });

  it("checks the language and the list's lang, naming the problem in the visitor's language", async () => {
    const bad = await api.call("POST", "/api/posts", {
      token: admin,
      body: post({ language: "de", translationOf: 42 }),
      headers: { "accept-language": "tr" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      language: validationText("tr", "validation.choice"),
      translationOf: validationText("tr", "validation.text"),
    });
    expect((await api.call("GET", "/api/posts?lang=xx")).status).toBe(400);
    const badCategory = await api.call("POST", "/api/categories", {
      token: admin,
      body: { name: "Long", translations: { az: { name: "x".repeat(101) } } },
    });
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.body.errors)).toEqual(["translations.az.name"]);
  });

  it("needs a valid staff token to start a translation; editors may", async () => {
    const english = await englishPost("Guarded translation");
    const body = post({ title: "Korunan", language: "tr", translationOf: english._id });
    expect((await api.call("POST", "/api/posts", { body })).status).toBe(401);
    const [header, payload] = admin.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    expect((await api.call("POST", "/api/posts", { body, token: forged })).status).toBe(401);
    expect((await api.call("POST", "/api/posts", { body, token: "not-a-token" })).status).toBe(401);
    const byEditor = await api.call("POST", "/api/posts", { body, token: editor });
    expect(byEditor.status).toBe(201);
    // Nothing was created by the refused attempts.
    const versions = (await api.call("GET", `/api/posts/${english._id}`, { token: admin })).body.translations;
    expect(versions.map((version: { language: string }) => version.language)).toEqual(["en", "tr"]);
  });
});
