import { beforeAll, describe, expect, it } from "vitest";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { locale, validationText } from "../support/html";

// Input that parses but would harm a page once stored (decision 035).
describe.each(testDialects)("input hardening on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;

  beforeAll(async () => {
    admin = await api.adminToken();
  });

  const rawJson = (method: string, path: string, rawBody: string, lng = "en") =>
    api.call(method, `${path}?lng=${lng}`, { token: admin, rawBody, headers: { "content-type": "application/json" } });
  const faqCount = async () => (await api.call("GET", "/api/content/faq", { token: admin })).body.items.length;

  describe("text that is not well-formed Unicode", () => {
    it("refuses a lone surrogate in a value or a key with 400 and says why, and stores nothing", async () => {
      const before = await faqCount();
      const value = await rawJson(
        "POST",
        "/api/content/faq",
        '{"fields":{},"text":{"en":{"question":"Lone \\ud800 surrogate?","answer":"Yes."}}}',
      );
      expect(value.status).toBe(400);
      expect(value.body).toEqual({ message: locale("en", "api", "textNotWellFormed") });
      const key = await rawJson("POST", "/api/content/faq", '{"fields":{"\\udfff":1},"text":{}}', "az");
      expect(key.status).toBe(400);
      expect(key.body).toEqual({ message: locale("az", "api", "textNotWellFormed") });
      expect(await faqCount()).toBe(before);
    });

    it("takes surrogate pairs, written raw or escaped", async () => {
      const created = await rawJson(
        "POST",
        "/api/content/faq",
        '{"fields":{},"text":{"en":{"question":"Rockets \\ud83d\\ude80 and 🚀?","answer":"Yes."}}}',
      );
      expect(created.status).toBe(201);
      expect(created.body.text.en.question).toBe("Rockets 🚀 and 🚀?");
    });
  });

  describe("image addresses", () => {
    // Browsers read a backslash as a slash: each of these loads from another site or over HTTP.
    const offSite = [
      "/\\evil.example/x.png",
      "/\\\\evil.example/x.png",
      "//evil.example/x.png",
      "http://cdn.example/x.png",
    ];
    const imageError = { image: validationText("en", "validation.imageUrl") };

    it.each(offSite)("a post's cover refuses %j", async (image) => {
      const post = await api.call("POST", "/api/posts", {
        token: admin,
        body: { title: "Cover", content: "<p>Body</p>", excerpt: "An excerpt", image },
      });
      expect(post.status).toBe(400);
      expect(post.body.errors).toEqual(imageError);
    });

    it("a post's cover takes a path on this site or an HTTPS address", async () => {
      for (const image of ["/media/x.webp", "/%5Cnot-a-host/x.png", "https://cdn.example/x.png"]) {
        const post = await api.call("POST", "/api/posts", {
          token: admin,
          body: { title: `Cover ${image}`, content: "<p>Body</p>", excerpt: "An excerpt", image },
        });
        expect(post.status, image).toBe(201);
        expect(post.body.image).toBe(image);
      }
    });

    it("a content item's image and the site's logo refuse an off-site path", async () => {
      const testimonial = allShippedContent.testimonials[0]!;
      const item = await api.call("POST", "/api/content/testimonials", {
        token: admin,
        body: { ...testimonial, fields: { ...testimonial.fields, portrait: "/\\evil.example/x.png" } },
      });
      expect(item.status).toBe(400);
      expect(item.body.errors).toEqual({ "fields.portrait": validationText("en", "validation.imageUrl") });

      const settings = (await api.call("GET", "/api/settings", { token: admin })).body;
      const saved = await api.call("PUT", "/api/settings", {
        token: admin,
        body: { ...settings, logo: "/\\evil.example/logo.png" },
      });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual({ logo: validationText("en", "validation.imageUrl") });
    });
  });
});
