import { beforeAll, describe, expect, it } from "vitest";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { publicPageSegments } from "../../common/public-pages";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

// Page copy, navigation and simple pages as site content (decision 040): the fixed kinds'
// update, links and simple pages checked like every other kind.

const link = (href: string, label = "Careers") => ({
  fields: { href, placements: ["footer"] },
  text: { en: { label } },
});

const page = (slug: string, body: string) => ({
  slug,
  fields: {},
  text: { en: { title: "Imprint", body, seoTitle: "", seoDescription: "" } },
});

describe.each(testDialects)("page texts, navigation and simple pages on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
  });

  const pageText = async (slug: string) => {
    const { body } = await api.call("GET", "/api/content/page-texts");
    return body.items.find((item: { slug: string }) => item.slug === slug);
  };

  it("lets an editor change a page's SEO title in Turkish, English left as it was", async () => {
    const contact = await pageText("contact");
    const text = { ...contact.text, tr: { ...contact.text.tr, seoTitle: "Bize ulaşın" } };
    const saved = await api.call("PUT", `/api/content/page-texts/${contact._id}`, {
      token: editor,
      body: { slug: "contact", visible: true, fields: {}, text },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.text.tr.seoTitle).toBe("Bize ulaşın");
    expect(saved.body.text.en).toMatchObject(
      allShippedContent["page-texts"].find((item) => item.slug === "contact")!.text.en!,
    );
  });

  it("refuses a page text without its English SEO title, saying why in the visitor's language", async () => {
    const about = await pageText("about");
    const answer = await api.call("PUT", `/api/content/page-texts/${about._id}`, {
      token: editor,
      body: { slug: "about", fields: {}, text: { ...about.text, en: { ...about.text.en, seoTitle: " " } } },
      headers: { "accept-language": "ru" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors["text.en.seoTitle"]).toBe("Это обязательное поле.");
    expect((await pageText("about")).text.en.seoTitle).toBe(about.text.en.seoTitle);
  });

  it("refuses visitors and forged tokens, and has no adding or deleting of page texts", async () => {
    const home = await pageText("home");
    const body = { slug: "home", fields: {}, text: home.text };
    for (const token of [undefined, `${editor}x`]) {
      const answer = await api.call("PUT", `/api/content/page-texts/${home._id}`, { token, body });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBeTruthy();
    }
    // Fixed kinds declare no adding or deleting: the method is not allowed (issue 36).
    expect((await api.call("POST", "/api/content/page-texts", { token: admin, body })).status).toBe(405);
    expect((await api.call("DELETE", `/api/content/home-page/${home._id}`, { token: admin })).status).toBe(405);
  });

  it("takes a link to a page of the site or an https address, and nothing else", async () => {
    for (const href of ["/careers", "https://jobs.example.com/nova"]) {
      const answer = await api.call("POST", "/api/content/navigation", { token: editor, body: link(href) });
      expect(answer.status, href).toBe(201);
    }
    for (const href of [
      "javascript:alert(1)",
      "//evil.example",
      "http://plain.example",
      "careers",
      "/\\evil.example",
    ]) {
      const answer = await api.call("POST", "/api/content/navigation", {
        token: editor,
        body: link(href),
        headers: { "accept-language": "tr" },
      });
      expect(answer.status, href).toBe(400);
      expect(answer.body.errors["fields.href"]).toMatch(/https:\/\//);
    }
    const nowhere = await api.call("POST", "/api/content/navigation", {
      token: editor,
      body: { ...link("/careers"), fields: { href: "/careers", placements: [] } },
    });
    expect(nowhere.status).toBe(400);
  });

  it("stores a simple page's body sanitised, refuses the site's own addresses, and leaves deleting to admins", async () => {
    const created = await api.call("POST", "/api/content/pages", {
      token: editor,
      body: page("imprint", '<h2>Who we are</h2><p onclick="steal()">Nova Digital</p><script>steal()</script>'),
    });
    expect(created.status).toBe(201);
    expect(created.body.text.en.body).toBe("<h2>Who we are</h2><p>Nova Digital</p>");

    const taken = await api.call("POST", "/api/content/pages", {
      token: editor,
      body: page("imprint", "<p>Again</p>"),
    });
    expect(taken.status).toBe(409);
    const reserved = await api.call("POST", "/api/content/pages", {
      token: editor,
      body: page("services", "<p>Not here</p>"),
      headers: { "accept-language": "az" },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.errors.slug).toBeTruthy();
    // Every fixed page's address is reserved, the logo generator's too (issue 36).
    for (const slug of ["logo-generator", ...publicPageSegments]) {
      const refused = await api.call("POST", "/api/content/pages", {
        token: editor,
        body: page(slug, "<p>Not here</p>"),
      });
      expect(refused.status, slug).toBe(400);
      expect(refused.body.errors.slug, slug).toBeTruthy();
    }

    const path = `/api/content/pages/${created.body._id}`;
    expect((await api.call("DELETE", path, { token: editor })).status).toBe(403);
    expect((await api.call("DELETE", path, { token: admin })).status).toBe(204);
  });
});
