import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import Stripe from "stripe";
import { afterAll, beforeAll, describe as suite, expect, it as test } from "vitest";
import { contentKindNames, contentKinds, isFixedKind } from "../../common/content/kinds";
import { newContentKinds } from "../../common/new-draft";
import { documentPath } from "../../server/api/operation.server";
import { apiOperations } from "../../server/api/router.server";
import { createUser } from "../../server/db/users.server";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";
import { startApi, type TestApi, testPassword } from "../support/api";
import { type SmtpProcess, startSmtpProcess } from "../support/smtp-process";
import { loadConfig } from "../../server/config.server";
import { createNewsletterServices } from "../../server/newsletter/newsletter-services.server";
import { documentedSuccesses } from "../support/api-answers";
import { wxrDocument } from "../support/wxr";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { checkoutEvent, startFakeStripe } from "../support/logo-services";

const isoDate = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const anId = expect.stringMatching(/^[0-9a-f-]{36}$/);

// The engines side by side, each engine's tests in turn: a block's tests build on what the
// ones before them made (the last one reads every answer), so only the two blocks overlap,
// one engine's work filling the other's waits (in CI 22 s for both, one after the other).
const describe = suite.sequential;
const it = test.sequential;

suite.concurrent.each(testDialects)("the API contract on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let token: string;
  // Stripe's stand-in, so the logo generator's checkout and webhook answer as they do with keys.
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const webhookSecret = "whsec_contract";
  // A real SMTP server, so the newsletter's test send and staff replies to leads answer as with SMTP.
  let smtp: SmtpProcess;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stripe = await startFakeStripe();
    smtp = await startSmtpProcess();
    api = await startApi(database, {
      STRIPE_SECRET_KEY: "sk_test_contract",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      SMTP_URL: smtp.url,
    });
    token = await api.adminToken();
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const newPost = (overrides: Record<string, unknown> = {}) => ({
    title: "Hello world",
    content: "<p>Body</p>",
    excerpt: "An excerpt",
    ...overrides,
  });

  describe("auth", () => {
    it("signs in with a trimmed, case-insensitive email and returns a token and the user", async () => {
      await createUser(database.db, { name: "Nigar", email: "nigar@agency.test", password: testPassword });
      const { status, body } = await api.call("POST", "/api/auth/login", {
        body: { email: "  Nigar@Agency.test ", password: testPassword, extra: "ignored" },
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: {
          _id: anId,
          name: "Nigar",
          email: "nigar@agency.test",
          role: "admin",
          active: true,
          slug: "nigar",
          bio: { en: "", tr: "", ru: "", az: "" },
          photo: null,
          createdAt: isoDate,
        },
      });
      const me = await api.call("GET", "/api/auth/me", { token: body.token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name: "Nigar", email: "nigar@agency.test" });
      expect(me.body.passwordHash).toBeUndefined();
    });

    it("answers a wrong password and an unknown email alike, with 401 {message}", async () => {
      const wrong = await api.call("POST", "/api/auth/login", {
        body: { email: "nigar@agency.test", password: "nope" },
      });
      const unknown = await api.call("POST", "/api/auth/login", {
        body: { email: "who@agency.test", password: "nope" },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: "Wrong email or password." });
      expect(unknown.body).toEqual(wrong.body);
    });

    it("validates the login body", async () => {
      const { status, body } = await api.call("POST", "/api/auth/login", {
        body: { email: "not-an-email", password: "" },
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: "Some fields need your attention.",
        errors: { email: "Please enter a valid email address.", password: "This field is required." },
      });
    });

    it("answers in the visitor's language", async () => {
      const { body } = await api.call("POST", "/api/auth/login", {
        body: { email: "who@agency.test", password: "nope" },
        headers: { "accept-language": "ru-RU" },
      });
      expect(body.message).not.toBe("Wrong email or password.");
      expect(body.message).toMatch(/[а-я]/);
    });
  });

  describe("categories", () => {
    it("creates, lists, updates and deletes, with 409 for a name in any case", async () => {
      const created = await api.call("POST", "/api/categories", {
        token,
        body: { name: " Branding ", description: "Logos" },
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        _id: anId,
        name: "Branding",
        description: "Logos",
        translations: {},
        postCount: 0,
        createdAt: isoDate,
      });
      const id = created.body._id;

      expect((await api.call("POST", "/api/categories", { token, body: { name: "BRANDING" } })).status).toBe(409);
      const list = await api.call("GET", "/api/categories");
      expect(list.status).toBe(200);
      expect(list.body).toContainEqual(created.body);

      const updated = await api.call("PUT", `/api/categories/${id}`, { token, body: { name: "Brand identity" } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ _id: id, name: "Brand identity", description: "" });
      expect((await api.call("PUT", `/api/categories/${id}`, { token, body: { name: "brand IDENTITY" } })).status).toBe(
        200,
      );

      expect((await api.call("DELETE", `/api/categories/${id}`, { token })).status).toBe(204);
      expect((await api.call("DELETE", `/api/categories/${id}`, { token })).status).toBe(404);
      expect((await api.call("PUT", `/api/categories/${id}`, { token, body: { name: "X" } })).status).toBe(404);
    });

    it("requires a name", async () => {
      const { status, body } = await api.call("POST", "/api/categories", { token, body: { description: "no name" } });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ name: "This field is required." });
    });

    it("refuses a second category whose name differs only in case, on update too", async () => {
      const a = await api.call("POST", "/api/categories", { token, body: { name: "Alpha" } });
      await api.call("POST", "/api/categories", { token, body: { name: "Beta" } });
      expect((await api.call("PUT", `/api/categories/${a.body._id}`, { token, body: { name: "beta" } })).status).toBe(
        409,
      );
    });

    it("counts every post of a category, drafts included, in the list and in a saved category", async () => {
      const category = await api.call("POST", "/api/categories", { token, body: { name: "Counted" } });
      await api.call("POST", "/api/posts", { token, body: newPost({ category: category.body._id }) });
      await api.call("POST", "/api/posts", {
        token,
        body: newPost({ category: category.body._id, status: "published" }),
      });
      const list = await api.call("GET", "/api/categories");
      expect(list.body.find((row: { _id: string }) => row._id === category.body._id).postCount).toBe(2);
      const updated = await api.call("PUT", `/api/categories/${category.body._id}`, {
        token,
        body: { name: "Counted" },
      });
      expect(updated.body.postCount).toBe(2);
    });

    it("deleting a category leaves its posts, without a category", async () => {
      const category = await api.call("POST", "/api/categories", { token, body: { name: "Doomed" } });
      const post = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ category: category.body._id, status: "published" }),
      });
      expect(post.body.category).toEqual({ _id: category.body._id, name: "Doomed" });
      await api.call("DELETE", `/api/categories/${category.body._id}`, { token });
      const after = await api.call("GET", `/api/posts/${post.body._id}`);
      expect(after.status).toBe(200);
      expect(after.body.category).toBeNull();
    });
  });

  describe("posts", () => {
    it("creates a draft by default, with the exact shape", async () => {
      const category = await api.call("POST", "/api/categories", { token, body: { name: "Tech" } });
      const { status, body } = await api.call("POST", "/api/posts", {
        token,
        body: newPost({
          title: "  Core Web Vitals  ",
          category: category.body._id,
          tags: [" speed ", "seo", "", "seo"],
          image: "/images/blog/default.svg",
          seo: { title: "CWV", description: "Why speed matters", keywords: ["lcp", " inp "] },
        }),
      });
      expect(status).toBe(201);
      expect(body).toEqual({
        _id: anId,
        language: "en",
        translations: [
          {
            language: "en",
            id: body._id,
            slug: "core-web-vitals",
            title: "Core Web Vitals",
            status: "draft",
            publishAt: null,
            unpublishAt: null,
            deletedAt: null,
          },
        ],
        title: "Core Web Vitals",
        slug: "core-web-vitals",
        content: "<p>Body</p>",
        excerpt: "An excerpt",
        image: "/images/blog/default.svg",
        category: { _id: category.body._id, name: "Tech" },
        tags: ["speed", "seo"],
        status: "draft",
        seo: { title: "CWV", description: "Why speed matters", keywords: ["lcp", "inp"] },
        author: { _id: anId, name: "Test Admin" },
        createdAt: isoDate,
        updatedAt: isoDate,
        publishedAt: null,
        publishAt: null,
        unpublishAt: null,
        deletedAt: null,
      });
    });

    it("validates required fields, lengths, status, slug, image and category", async () => {
      const missing = await api.call("POST", "/api/posts", { token, body: {} });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors).sort()).toEqual(["content", "excerpt", "title"]);

      const bad = await api.call("POST", "/api/posts", {
        token,
        body: newPost({
          title: "x".repeat(201),
          status: "archived",
          slug: "Not A Slug!",
          image: "javascript:alert(1)",
          tags: "a,b",
        }),
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["image", "slug", "status", "tags", "title"]);

      const unknownCategory = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ category: "no-such-id" }),
      });
      expect(unknownCategory.status).toBe(400);
      expect(unknownCategory.body.message).toBe("The chosen category does not exist.");
    });

    it("makes transliterated, unique slugs, honours an editor's slug and refuses a taken one", async () => {
      const az = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Şəhər üçün sayt" }) });
      const ru = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Привет мир" }) });
      const again = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Привет мир" }) });
      expect([az.body.slug, ru.body.slug, again.body.slug]).toEqual(["seher-ucun-sayt", "privet-mir", "privet-mir-2"]);
      const custom = await api.call("POST", "/api/posts", { token, body: newPost({ slug: "my-own-slug" }) });
      expect(custom.body.slug).toBe("my-own-slug");
      const taken = await api.call("POST", "/api/posts", { token, body: newPost({ slug: "my-own-slug" }) });
      expect(taken.status).toBe(409);
    });

    it("keeps a published post's slug when its title changes; a never-published draft follows its title", async () => {
      const published = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ title: "First title", status: "published" }),
      });
      const renamed = await api.call("PUT", `/api/posts/${published.body._id}`, {
        token,
        body: newPost({ title: "Second title", status: "published" }),
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({
        title: "Second title",
        slug: "first-title",
        publishedAt: published.body.publishedAt,
      });

      const draft = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Draft one" }) });
      const redrafted = await api.call("PUT", `/api/posts/${draft.body._id}`, {
        token,
        body: newPost({ title: "Draft two" }),
      });
      expect(redrafted.body.slug).toBe("draft-two");
    });

    it("publishes on update and stamps publishedAt once", async () => {
      const draft = await api.call("POST", "/api/posts", { token, body: newPost({ title: "To publish" }) });
      const published = await api.call("PUT", `/api/posts/${draft.body._id}`, {
        token,
        body: newPost({ title: "To publish", status: "published" }),
      });
      expect(published.body.status).toBe("published");
      expect(published.body.publishedAt).toEqual(isoDate);
    });

    it("answers 404 for unknown ids on read, update and delete", async () => {
      expect((await api.call("GET", "/api/posts/nothing-here")).status).toBe(404);
      expect((await api.call("PUT", "/api/posts/nothing-here", { token, body: newPost() })).status).toBe(404);
      expect((await api.call("DELETE", "/api/posts/nothing-here", { token })).status).toBe(404);
    });

    it("moves a deleted post to the trash, where staff still find it and visitors do not (decision 037)", async () => {
      const post = await api.call("POST", "/api/posts", { token, body: newPost({ status: "published" }) });
      expect((await api.call("DELETE", `/api/posts/${post.body._id}`, { token })).status).toBe(204);
      expect((await api.call("GET", `/api/posts/${post.body._id}`)).status).toBe(404);
      const trashed = await api.call("GET", `/api/posts/${post.body._id}`, { token });
      expect(trashed.body).toMatchObject({ status: "draft", deletedAt: isoDate });
      // A second delete finds nothing left to move.
      expect((await api.call("DELETE", `/api/posts/${post.body._id}`, { token })).status).toBe(404);
    });

    it("lists articles, acts on them in bulk and tells staff the agency's time zone", async () => {
      const post = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Bulk contract" }) });
      const listed = await api.call("GET", "/api/articles?q=bulk%20contract", { token });
      expect(listed.body.articles.map((article: { _id: string }) => article._id)).toEqual([post.body._id]);
      const bulk = await api.call("POST", "/api/articles/bulk", {
        token,
        body: { ids: [post.body._id], action: "publish" },
      });
      expect(bulk.body).toEqual({ ids: [post.body._id] });
      expect((await api.call("GET", "/api/settings/time-zone", { token })).body).toEqual({ timeZone: "Asia/Baku" });
    });

    it("never shows a draft without a token: list, by slug, by id", async () => {
      const draft = await api.call("POST", "/api/posts", { token, body: newPost({ title: "Secret plans" }) });
      for (const status of ["draft", "all", undefined]) {
        const list = await api.call("GET", `/api/posts?limit=100${status ? `&status=${status}` : ""}`);
        expect(list.status).toBe(200);
        expect(list.body.posts.every((post: { status: string }) => post.status === "published")).toBe(true);
        expect(list.body.posts.map((post: { _id: string }) => post._id)).not.toContain(draft.body._id);
      }
      expect((await api.call("GET", `/api/posts/${draft.body.slug}`)).status).toBe(404);
      expect((await api.call("GET", `/api/posts/${draft.body._id}`)).status).toBe(404);
      expect((await api.call("GET", `/api/posts/${draft.body._id}`, { token: "forged.token.here" })).status).toBe(404);
      expect((await api.call("GET", `/api/posts/${draft.body.slug}`, { token })).status).toBe(200);
      const adminDrafts = await api.call("GET", "/api/posts?status=draft&limit=100", { token });
      expect(adminDrafts.body.posts.map((post: { _id: string }) => post._id)).toContain(draft.body._id);
    });

    it("filters by category id or name, searches title and excerpt in any case, and pages", async () => {
      const category = await api.call("POST", "/api/categories", { token, body: { name: "Paging" } });
      for (let i = 1; i <= 5; i++) {
        await api.call("POST", "/api/posts", {
          token,
          body: newPost({
            title: `Paged ${i}`,
            excerpt: i === 3 ? "ÇOX XÜSUSİ Привет" : "plain",
            category: category.body._id,
            status: "published",
          }),
        });
      }
      const byId = await api.call("GET", `/api/posts?category=${category.body._id}&limit=2&page=2`);
      expect(byId.body).toMatchObject({ total: 5, page: 2, limit: 2 });
      expect(byId.body.posts).toHaveLength(2);
      const byName = await api.call("GET", "/api/posts?category=paging&limit=100");
      expect(byName.body.total).toBe(5);
      const search = await api.call("GET", `/api/posts?q=${encodeURIComponent("çox xüsusi привет")}`);
      expect(search.body.posts.map((post: { title: string }) => post.title)).toEqual(["Paged 3"]);
      const wildcard = await api.call("GET", "/api/posts?q=%25");
      expect(wildcard.body.total).toBe(0);
      const newestFirst = await api.call("GET", "/api/posts?category=paging&limit=5");
      expect(newestFirst.body.posts[0].title).toBe("Paged 5");
    });

    it("shows a visitor every change at once, although public answers are cached", async () => {
      const listTitles = async () =>
        (await api.call("GET", "/api/posts?limit=100")).body.posts.map((post: { title: string }) => post.title);
      expect(await listTitles()).not.toContain("Fresh news");
      const post = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ title: "Fresh news", status: "published" }),
      });
      expect(await listTitles()).toContain("Fresh news");
      expect((await api.call("GET", `/api/posts/${post.body.slug}`)).body.title).toBe("Fresh news");

      await api.call("PUT", `/api/posts/${post.body._id}`, {
        token,
        body: newPost({ title: "Fresher news", status: "published" }),
      });
      expect((await api.call("GET", `/api/posts/${post.body.slug}`)).body.title).toBe("Fresher news");
      await api.call("PUT", `/api/posts/${post.body._id}`, {
        token,
        body: newPost({ title: "Fresher news", status: "draft" }),
      });
      expect((await api.call("GET", `/api/posts/${post.body.slug}`)).status).toBe(404);
      expect(await listTitles()).not.toContain("Fresher news");

      const category = await api.call("POST", "/api/categories", { token, body: { name: "Cached" } });
      expect((await api.call("GET", "/api/categories")).body).toContainEqual(category.body);
      await api.call("DELETE", `/api/categories/${category.body._id}`, { token });
      expect((await api.call("GET", "/api/categories")).body).not.toContainEqual(category.body);
    });

    it("rejects out-of-range paging", async () => {
      for (const query of ["limit=0", "limit=101", "page=0", "page=abc", "status=archived"]) {
        const { status, body } = await api.call("GET", `/api/posts?${query}`);
        expect(status, query).toBe(400);
        expect(body.message).toEqual(expect.any(String));
      }
    });

    it("stores post HTML sanitised", async () => {
      const { body } = await api.call("POST", "/api/posts", {
        token,
        body: newPost({
          content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        }),
      });
      expect(body.content).toBe("<p>Hi<a>x</a></p>");
    });
  });

  describe("applications", () => {
    it("stores a public application and lists them newest first for admins", async () => {
      const input = {
        name: "Aysel",
        email: "Aysel@Cafe.az ",
        message: "We need a menu online.",
        phoneNumber: "+994 50 123 45 67",
        businessName: "Cafe",
        package: "BREND +",
      };
      const first = await api.call("POST", "/api/applications", { body: input });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        _id: anId,
        ...input,
        email: "aysel@cafe.az",
        status: "new",
        notes: "",
        createdAt: isoDate,
      });
      const second = await api.call("POST", "/api/applications", { body: { ...input, name: "Second" } });
      const list = await api.call("GET", "/api/applications", { token });
      expect(list.status).toBe(200);
      expect(list.body.slice(0, 2).map((row: { _id: string }) => row._id)).toEqual([second.body._id, first.body._id]);
    });

    it("validates each field; the message and the package are optional", async () => {
      const { status, body } = await api.call("POST", "/api/applications", {
        body: {
          name: "",
          email: "x",
          message: "",
          phoneNumber: "call me",
          businessName: "y".repeat(201),
          package: "p".repeat(201),
        },
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        name: "This field is required.",
        email: "Please enter a valid email address.",
        phoneNumber: "Please enter a valid phone number.",
        businessName: "This is too long.",
        package: "This is too long.",
      });
    });

    it("answers a bot that fills the honeypot as if it worked, and stores nothing", async () => {
      const before = (await api.call("GET", "/api/applications", { token })).body.length;
      const bot = await api.call("POST", "/api/applications", {
        body: {
          name: "Bot",
          email: "bot@spam.test",
          message: "m",
          phoneNumber: "+1 555 0100",
          businessName: "b",
          website: "http://spam",
        },
      });
      expect(bot.status).toBe(201);
      expect(bot.body).toEqual({
        _id: anId,
        name: "Bot",
        email: "bot@spam.test",
        message: "m",
        phoneNumber: "+1 555 0100",
        businessName: "b",
        package: "",
        status: "new",
        notes: "",
        createdAt: isoDate,
      });
      expect((await api.call("GET", "/api/applications", { token })).body.length).toBe(before);
    });
  });

  describe("contact messages and newsletter", () => {
    it("stores a contact message and lists it for admins", async () => {
      const sent = await api.call("POST", "/api/contact-messages", {
        body: { user_name: "Murat", user_email: "murat@firma.com.tr", subject: "Quote", message: "We need a shop." },
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({
        _id: anId,
        name: "Murat",
        email: "murat@firma.com.tr",
        subject: "Quote",
        message: "We need a shop.",
        read: false,
        status: "new",
        notes: "",
        createdAt: isoDate,
      });
      const list = await api.call("GET", "/api/contact-messages", { token });
      // Staff read it with its story: a request without a counted visit is direct.
      expect(list.body[0]).toEqual({ ...sent.body, origin: expect.objectContaining({ channel: "direct", pages: [] }) });
    });

    it("answers bots on the contact and newsletter forms as it answers people, and stores nothing", async () => {
      const [messages, subscribers] = await Promise.all(
        ["/api/contact-messages", "/api/newsletter-subscribers"].map(
          async (path) => (await api.call("GET", path, { token })).body.length,
        ),
      );
      const contact = await api.call("POST", "/api/contact-messages", {
        body: { user_name: "Bot", user_email: "bot@spam.test", subject: "s", message: "m", website: "http://spam" },
      });
      expect(contact.status).toBe(201);
      expect(contact.body).toEqual({
        _id: anId,
        name: "Bot",
        email: "bot@spam.test",
        subject: "s",
        message: "m",
        read: false,
        status: "new",
        notes: "",
        createdAt: isoDate,
      });
      const newsletter = await api.call("POST", "/api/newsletter-subscribers", {
        body: { email: "bot@spam.test", website: "http://spam" },
      });
      expect(newsletter.status).toBe(201);
      expect(newsletter.body).toEqual({ email: "bot@spam.test" });
      expect((await api.call("GET", "/api/contact-messages", { token })).body.length).toBe(messages);
      expect((await api.call("GET", "/api/newsletter-subscribers", { token })).body.length).toBe(subscribers);
    });

    it("requires all four contact fields", async () => {
      const { status, body } = await api.call("POST", "/api/contact-messages", { body: { user_email: "bad" } });
      expect(status).toBe(400);
      expect(Object.keys(body.errors).sort()).toEqual(["message", "subject", "user_email", "user_name"]);
    });

    it("subscribes once: a second sign-up is answered as the first, telling nobody who is subscribed", async () => {
      const first = await api.call("POST", "/api/newsletter-subscribers", { body: { email: "Reader@News.az" } });
      const second = await api.call("POST", "/api/newsletter-subscribers", { body: { email: "reader@news.az" } });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ email: "reader@news.az" });
      expect(second.status).toBe(first.status);
      expect(second.body).toEqual(first.body);
      const list = await api.call("GET", "/api/newsletter-subscribers", { token });
      expect(list.body.filter((row: { email: string }) => row.email === "reader@news.az")).toHaveLength(1);
      expect((await api.call("POST", "/api/newsletter-subscribers", { body: { email: "nope" } })).status).toBe(400);
    });
  });

  describe("requests the API refuses", () => {
    it("answers malformed JSON with 400, a wrong content type with 415, an oversize body with 413", async () => {
      const malformed = await api.call("POST", "/api/applications", {
        rawBody: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: "The request body is not valid JSON." });

      const form = await api.call("POST", "/api/applications", {
        rawBody: "name=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.status).toBe(415);
      expect(form.body.message).toEqual(expect.any(String));

      const huge = await api.call("POST", "/api/contact-messages", {
        body: { user_name: "x", user_email: "a@b.co", subject: "s", message: "x".repeat(25_000) },
      });
      expect(huge.status).toBe(413);
      const hugePost = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ content: "x".repeat(1_100_000) }),
      });
      expect(hugePost.status).toBe(413);

      const array = await api.call("POST", "/api/newsletter-subscribers", { body: ["a@b.co"] });
      expect(array.status).toBe(400);
      const empty = await api.call("POST", "/api/newsletter-subscribers", {});
      expect(empty.status).toBe(400);
      const nul = await api.call("POST", "/api/newsletter-subscribers", { body: { email: "a\u0000@b.co" } });
      expect(nul.status).toBe(400);
      expect((await api.call("GET", "/api/posts/%00")).status).toBe(400);
      expect((await api.call("GET", "/api/posts?q=%00")).status).toBe(400);
    });

    it("answers unknown API paths with 404 {message}", async () => {
      const { status, body } = await api.call("GET", "/api/nothing");
      expect(status).toBe(404);
      expect(body).toEqual({ message: "Not found." });
    });

    it("serves doubled-slash paths like the single-slash ones", async () => {
      const list = await api.call("GET", "//api/categories");
      expect(list.status).toBe(200);
      const created = await api.call("POST", "/api/categories", { token, body: { name: "Slashes" } });
      const updated = await api.call("PUT", `/api//categories/${created.body._id}`, {
        token,
        body: { name: "Slashes 2" },
      });
      expect(updated.status).toBe(200);
      expect((await api.call("DELETE", `//api//categories/${created.body._id}`, { token })).status).toBe(204);
    });
  });

  it("serves an OpenAPI 3.1 document covering every endpoint", async () => {
    const { status, body } = await api.call("GET", "/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    // Every declared operation, under its path and method; that each is served is checked
    // by the last test, which wants every documented success answered.
    const documented = Object.entries(body.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(
      apiOperations.map((operation) => `${operation.method} ${documentPath(operation)}`).sort(),
    );
    expect(body.components.schemas.PostInput.required).toEqual(["title", "content", "excerpt"]);
  });

  // Every answer above was checked against its schema by api.call; these are the
  // successes the tests above do not reach.
  describe("answers the tests above do not reach", () => {
    it.each(contentKindNames.filter((kind) => !isFixedKind(kind)))(
      "site content: %s, every operation",
      async (kind) => {
        const shipped = allShippedContent[kind][0]!;
        // A project credits people of the team page by their ids (decision 073).
        const team = async () =>
          (await api.call("GET", "/api/content/team")).body.items.slice(0, 2).map((item: { _id: string }) => item._id);
        const fields = kind === "projects" ? { ...shipped.fields, team: await team() } : shipped.fields;
        const input = { ...shipped, fields, slug: contentKinds[kind].hasSlug ? `contract-${kind}` : null };
        const created = await api.call("POST", `/api/content/${kind}`, { token, body: input });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ kind, slug: input.slug, visible: true, fields });
        const path = `/api/content/${kind}/${created.body._id}`;
        expect((await api.call("GET", path, { token })).body).toEqual(created.body);
        expect((await api.call("PUT", path, { token, body: { ...input, visible: false } })).body.visible).toBe(false);
        expect((await api.call("PATCH", path, { token, body: { visible: true } })).body.visible).toBe(true);
        const list = await api.call("GET", `/api/content/${kind}`);
        const ids = list.body.items.map((item: { _id: string }) => item._id).reverse();
        const ordered = await api.call("PUT", `/api/content/${kind}/order`, { token, body: { ids } });
        expect(ordered.body.items.map((item: { _id: string }) => item._id)).toEqual(ids);
        expect((await api.call("DELETE", path, { token })).status).toBe(204);
      },
    );

    it.each(contentKindNames.filter(isFixedKind))(
      "site content: %s, read and updated but never added, hidden, moved or deleted",
      async (kind) => {
        const [item] = (await api.call("GET", `/api/content/${kind}`)).body.items;
        const path = `/api/content/${kind}/${item._id}`;
        expect((await api.call("GET", path, { token })).body).toEqual(item);
        const input = {
          slug: item.slug === null ? null : "renamed",
          visible: false,
          fields: item.fields,
          text: item.text,
        };
        const updated = await api.call("PUT", path, { token, body: input });
        expect(updated.body).toMatchObject({ _id: item._id, slug: item.slug, visible: true });
        for (const [method, address] of [
          ["POST", `/api/content/${kind}`],
          ["PATCH", path],
          ["DELETE", path],
        ] as const) {
          // A fixed kind declares no such operation: the method is not allowed there (issue 36).
          const refused = await api.call(method, address, { token, body: {} });
          expect(refused.status, `${method} ${address}`).toBe(405);
          expect(refused.headers.get("allow"), `${method} ${address}`).not.toContain(method);
        }
        // No order to set: "order" reads as an item's id, and the ids as no item's fields.
        const order = await api.call("PUT", `/api/content/${kind}/order`, { token, body: { ids: [item._id] } });
        expect(order.status).toBe(400);
      },
    );

    it("health, the dashboard, traffic, working leads, and signing out", async () => {
      expect((await api.call("GET", "/api/health")).body).toEqual({ status: "ok" });
      expect((await api.call("GET", "/api/health/live")).body).toEqual({ status: "ok" });
      expect((await api.call("GET", "/api/health/ready")).body).toEqual({ status: "ok" });
      expect((await api.call("GET", "/api/dashboard", { token })).status).toBe(200);
      expect((await api.call("GET", "/api/traffic?from=2027-01-01&to=2027-01-07", { token })).status).toBe(200);
      expect((await api.call("GET", "/api/traffic/now", { token })).status).toBe(200);
      const [message] = (await api.call("GET", "/api/contact-messages", { token })).body;
      const read = await api.call("PATCH", `/api/contact-messages/${message._id}`, { token, body: { read: true } });
      expect(read.body).toEqual({ ...message, read: true });
      const [application] = (await api.call("GET", "/api/applications", { token })).body;
      const worked = await api.call("PATCH", `/api/applications/${application._id}`, {
        token,
        body: { status: "won", notes: "Signed" },
      });
      expect(worked.body).toEqual({ ...application, status: "won", notes: "Signed" });
      const counts = await api.call("GET", "/api/leads/counts", { token });
      expect(counts.body.applications.won).toBe(1);
      const ending = await api.adminToken();
      expect((await api.call("POST", "/api/auth/logout", { token: ending })).status).toBe(204);
    });

    it("two-factor sign-in: state, enrol, turn on, sign in with a code, turn off", async () => {
      const email = "two-factor@agency.test";
      await createUser(database.db, { name: "Two Factor", email, password: testPassword, role: "editor" });
      const credentials = { email, password: testPassword };
      const mine = (await api.call("POST", "/api/auth/login", { body: credentials })).body.token;
      expect((await api.call("GET", "/api/auth/two-factor", { token: mine })).body.enabled).toBe(false);
      const { secret } = (await api.call("POST", "/api/auth/two-factor/enrolment", { token: mine })).body;
      const totp = new TOTP({ secret: Secret.fromBase32(secret) });
      const enabled = await api.call("POST", "/api/auth/two-factor/enable", {
        token: mine,
        body: { code: totp.generate() },
      });
      expect(enabled.body.recoveryCodes).toHaveLength(10);
      const { twoFactorChallenge } = (await api.call("POST", "/api/auth/login", { body: credentials })).body;
      const next = totp.generate({ timestamp: Date.now() + 30_000 });
      const signedIn = await api.call("POST", "/api/auth/login/two-factor", {
        body: { challenge: twoFactorChallenge, code: next },
      });
      expect(signedIn.status).toBe(200);
      const off = await api.call("POST", "/api/auth/two-factor/disable", {
        token: mine,
        body: { password: testPassword, code: enabled.body.recoveryCodes[0] },
      });
      expect(off.status).toBe(204);
    });

    it("sessions: list, end one, end all others", async () => {
      const mine = await api.adminToken();
      const [session] = (await api.call("GET", "/api/auth/sessions", { token: mine })).body;
      expect(session.current).toBe(true);
      expect((await api.call("DELETE", "/api/auth/sessions", { token: mine })).status).toBe(204);
      expect((await api.call("DELETE", `/api/auth/sessions/${session._id}`, { token: mine })).status).toBe(204);
    });

    it("media: upload, list, search, describe, set its focal point, list its uses and delete", async () => {
      const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c85028" } })
        .png()
        .toBuffer();
      const uploaded = await api.call("POST", "/api/media", {
        token,
        rawBody: png,
        headers: { "content-type": "image/png", "x-file-name": "contract.png" },
      });
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.alt).toEqual({ en: "", tr: "", ru: "", az: "" });
      expect((await api.call("GET", "/api/media", { token })).body).toContainEqual(uploaded.body);
      expect((await api.call("GET", "/api/media?search=CONTRACT", { token })).body).toEqual([uploaded.body]);
      const alt = { en: "Orange", tr: "Turuncu", ru: "Оранжевый", az: "Narıncı" };
      const described = await api.call("PATCH", `/api/media/${uploaded.body._id}`, { token, body: { alt } });
      expect(described.body).toEqual({ ...uploaded.body, alt });
      const focalPoint = { x: 0.25, y: 0.75 };
      const focused = await api.call("PUT", `/api/media/${uploaded.body._id}/focal-point`, { token, body: focalPoint });
      expect(focused.body).toEqual({ ...described.body, focalPoint });
      expect((await api.call("GET", `/api/media/${uploaded.body._id}/usage`, { token })).body).toEqual([]);
      expect((await api.call("DELETE", `/api/media/${uploaded.body._id}`, { token })).status).toBe(204);
    });

    it("post revisions: autosave, list, read, restore, discard", async () => {
      const fields = { title: "Contract revisions", content: "<p>Body</p>", excerpt: "Excerpt" };
      const post = (await api.call("POST", "/api/posts", { token, body: fields })).body;
      const path = `/api/posts/${post._id}`;
      const saved = await api.call("POST", `${path}/autosave`, { token, body: { ...fields, title: "Typed" } });
      expect(saved.body.kind).toBe("autosave");
      expect((await api.call("GET", `${path}/autosave`, { token })).body.autosave.fields.title).toBe("Typed");
      const { revisions } = (await api.call("GET", `${path}/revisions`, { token })).body;
      expect(revisions).toHaveLength(2);
      const first = await api.call("GET", `${path}/revisions/${revisions[1]._id}`, { token });
      expect(first.body.fields.title).toBe("Contract revisions");
      const restored = await api.call("POST", `${path}/revisions/${revisions[1]._id}/restore`, { token });
      expect(restored.body.kind).toBe("restore");
      expect((await api.call("DELETE", `${path}/autosave`, { token })).status).toBe(204);
    });

    it("a new post's draft: kept, read back, discarded", async () => {
      const draft = { title: "Contract new post", content: "<p>Typed</p>" };
      const kept = await api.call("PUT", "/api/drafts/new/post", { token, body: draft });
      expect(kept.body).toMatchObject({ fields: { title: "Contract new post" }, updatedAt: isoDate });
      expect((await api.call("GET", "/api/drafts/new/post", { token })).body.draft.fields.content).toBe("<p>Typed</p>");
      expect((await api.call("DELETE", "/api/drafts/new/post", { token })).status).toBe(204);
    });

    it("a new content item's draft, for every kind with a New: kept, read back, discarded", async () => {
      const draft = { visible: true, fields: {}, text: { en: { title: "Contract new item" } } };
      for (const kind of newContentKinds) {
        const path = `/api/drafts/new/${kind}`;
        expect((await api.call("PUT", path, { token, body: draft })).body).toMatchObject({ updatedAt: isoDate });
        expect((await api.call("GET", path, { token })).body.draft.fields.text.en.title).toBe("Contract new item");
        expect((await api.call("DELETE", path, { token })).status).toBe(204);
        expect((await api.call("GET", path, { token })).body).toEqual({ draft: null });
      }
    });

    it("the activity log", async () => {
      expect((await api.call("GET", "/api/activity?subject=post", { token })).status).toBe(200);
    });

    it("notifications: listed, then marked seen", async () => {
      expect((await api.call("GET", "/api/notifications", { token })).status).toBe(200);
      const seen = { token, body: { until: new Date().toISOString() } };
      expect((await api.call("POST", "/api/notifications/seen", seen)).status).toBe(204);
    });

    it("users: create, list, change access, reset a password, and one's own profile", async () => {
      const created = await api.call("POST", "/api/users", {
        token,
        body: { name: "Contract Editor", email: "contract-editor@agency.test", role: "editor" },
      });
      expect(created.status).toBe(201);
      const id = created.body.user._id;
      expect((await api.call("GET", "/api/users", { token })).body).toContainEqual(created.body.user);
      expect((await api.call("PATCH", `/api/users/${id}`, { token, body: { active: false } })).body.active).toBe(false);
      const reset = await api.call("POST", `/api/users/${id}/password`, { token, body: {} });
      expect(reset.body.password).toEqual(expect.any(String));
      const profile = await api.call("PATCH", "/api/auth/me", {
        token: await api.adminToken(),
        body: { name: "Renamed" },
      });
      expect(profile.body.user.name).toBe("Renamed");
      const author = await api.call("PUT", `/api/users/${id}/author-profile`, {
        token,
        body: { bio: { en: "Writes about code." }, photo: "/images/team/kerem.svg" },
      });
      expect(author.body).toMatchObject({ bio: { en: "Writes about code.", tr: "" }, photo: "/images/team/kerem.svg" });
      const authors = await api.call("GET", "/api/authors", { token });
      expect(authors.body).toContainEqual({ _id: profile.body.user._id, name: "Renamed", role: "admin" });
    });

    it("comments: post one, list the queue, approve, act on several, delete", async () => {
      const post = await api.call("POST", "/api/posts", { token, body: newPost({ status: "published" }) });
      const sent = await api.call("POST", `/api/posts/${post.body._id}/comments`, {
        body: { name: "Reader", email: "reader@example.com", text: "Nice post" },
      });
      expect(sent.status).toBe(201);
      const queue = await api.call("GET", "/api/comments", { token });
      expect(queue.body.comments).toContainEqual(expect.objectContaining({ _id: sent.body._id, status: "pending" }));
      const approved = await api.call("PATCH", `/api/comments/${sent.body._id}`, {
        token,
        body: { status: "approved" },
      });
      expect(approved.body.status).toBe("approved");
      const spam = await api.call("POST", "/api/comments/bulk", {
        token,
        body: { ids: [sent.body._id], action: "spam" },
      });
      expect(spam.body).toEqual({ ids: [sent.body._id] });
      expect((await api.call("DELETE", `/api/comments/${sent.body._id}`, { token })).status).toBe(204);
    });

    it("site settings: read, then saved as read", async () => {
      const settings = await api.call("GET", "/api/settings", { token });
      expect(settings.status).toBe(200);
      expect((await api.call("PUT", "/api/settings", { token, body: settings.body })).body).toEqual(settings.body);
    });

    it("a backup, as a file", async () => {
      const backup = await api.call("GET", "/api/backup", { token });
      expect(backup.status).toBe(200);
      expect(backup.headers.get("content-type")).toBe("application/gzip");
    });

    it("the logo generator: proposals, an order paid by Stripe's webhook, its download, and the orders as leads", async () => {
      const brief = { name: "Cafe Nova", description: "A small coffee shop" };
      const proposals = await api.call("POST", "/api/logo-proposals", { body: { ...brief, seed: 1 } });
      expect(proposals.body.proposals).toHaveLength(8);
      const ordered = await api.call("POST", "/api/logo-orders", {
        body: { ...brief, email: "owner@cafe.test", recipe: proposals.body.proposals[0].recipe },
      });
      expect(ordered.status).toBe(201);
      const session = stripe.sessions.at(-1)!;
      const payload = JSON.stringify(checkoutEvent("checkout.session.completed", session));
      const signature = new Stripe("sk_test_signer").webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      const received = await api.call("POST", "/api/logo-orders/stripe-webhook", {
        rawBody: payload,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      });
      expect(received.body).toEqual({ received: true });
      const link = new URL(session.params.get("success_url")!);
      const id = link.pathname.split("/").at(-1)!;
      const zip = await api.call("GET", `/api/logo-orders/${id}/download?token=${link.searchParams.get("token")}`);
      expect(zip.headers.get("content-type")).toBe("application/zip");
      const orders = await api.call("GET", "/api/logo-orders", { token });
      expect(orders.body[0]).toMatchObject({ _id: id, paid: true, downloads: 1 });
      const changed = await api.call("PATCH", `/api/logo-orders/${id}`, { token, body: { status: "won" } });
      expect(changed.body.status).toBe("won");
    });

    it("redirects: create, list, update, import, delete; the 404 log: list, remove one, empty", async () => {
      const created = await api.call("POST", "/api/redirects", {
        token,
        body: { source: "/contract-old", target: "/about" },
      });
      expect(created.status).toBe(201);
      expect((await api.call("GET", "/api/redirects", { token })).body.redirects).toContainEqual(created.body);
      const path = `/api/redirects/${created.body._id}`;
      const updated = await api.call("PUT", path, { token, body: { source: "/contract-old", target: "/faq" } });
      expect(updated.body.target).toBe("/faq");
      const imported = await api.call("POST", "/api/redirects/import", { token, body: { csv: "/contract-csv,/faq" } });
      expect(imported.body).toEqual({ created: 1, updated: 0, refused: [] });
      expect((await api.call("DELETE", path, { token })).status).toBe(204);

      await fetch(`${api.url}/contract-missing`, { headers: { "user-agent": "Mozilla/5.0 Firefox/130.0" } });
      const log = await api.call("GET", "/api/not-found-paths", { token });
      const missing = log.body.paths.find((entry: { path: string }) => entry.path === "/contract-missing");
      expect((await api.call("DELETE", `/api/not-found-paths/${missing._id}`, { token })).status).toBe(204);
      expect((await api.call("DELETE", "/api/not-found-paths", { token })).status).toBe(204);
    });

    it("imports: upload an export, follow its dry run, start the import, list them", async () => {
      const wxr = wxrDocument({ title: "Contract", baseUrl: "https://contract-old.example" }, [], [], []);
      const uploaded = await api.call("POST", "/api/imports", {
        token,
        rawBody: wxr,
        headers: { "content-type": "application/octet-stream", "x-file-name": "contract.xml" },
      });
      expect(uploaded.status).toBe(202);
      await expect
        .poll(async () => (await api.call("GET", `/api/imports/${uploaded.body._id}`, { token })).body.status)
        .toBe("done");
      const started = await api.call("POST", `/api/imports/${uploaded.body._id}/start`, { token, body: {} });
      expect(started.status).toBe(202);
      expect((await api.call("GET", "/api/imports", { token })).body[0]._id).toBe(started.body._id);
    });

    it("the newsletter: import, counts, a subscriber's own links, and a post previewed, tested, scheduled and called off", async () => {
      const imported = await api.call("POST", "/api/newsletter-subscribers/import", {
        token,
        body: { csv: "email,language\nreader@contract.test,tr", language: "en", consentNote: "Met at a fair" },
      });
      expect(imported.body).toEqual({ added: 1, existing: 0, suppressed: 0, invalid: 0 });
      const [subscriber] = (await api.call("GET", "/api/newsletter-subscribers?language=tr", { token })).body;
      expect(subscriber).toMatchObject({ email: "reader@contract.test", status: "confirmed", consent: "import" });
      const counts = await api.call("GET", "/api/newsletter-subscribers/counts", { token });
      expect(counts.body.find((entry: { language: string }) => entry.language === "tr").confirmed).toBe(1);
      const links = createNewsletterServices(loadConfig({ NODE_ENV: "test", DATA_DIR: database.dataDir })).links;
      const link = links.subscriberToken(subscriber._id);
      const language = await api.call("POST", "/api/newsletter/language", { body: { token: link, language: "ru" } });
      expect(language.status).toBe(204);
      expect((await api.call("POST", `/api/newsletter/unsubscribe?token=${link}`)).status).toBe(204);
      const bounced = await api.call("PATCH", `/api/newsletter-subscribers/${subscriber._id}`, {
        token,
        body: { status: "bounced" },
      });
      expect(bounced.body).toMatchObject({ status: "bounced", language: "ru" });

      expect((await api.call("GET", "/api/newsletters/status", { token })).body.smtpConfigured).toBe(true);
      const post = await api.call("POST", "/api/posts", {
        token,
        body: newPost({ title: "Newsletter", status: "published" }),
      });
      const preview = await api.call("POST", "/api/newsletters/preview", { token, body: { postId: post.body._id } });
      expect(preview.body.subject).toBe("Newsletter");
      const before = smtp.received.length;
      expect((await api.call("POST", "/api/newsletters/test", { token, body: { postId: post.body._id } })).status).toBe(
        204,
      );
      expect(smtp.received.length).toBe(before + 1);
      const scheduled = await api.call("POST", "/api/newsletters", {
        token,
        body: { postId: post.body._id, schedule: "at", scheduledAt: "2099-01-01T09:00:00.000Z" },
      });
      expect(scheduled.body[0]).toMatchObject({ status: "scheduled", language: "en" });
      const listed = await api.call("GET", `/api/newsletters?postId=${post.body._id}`, { token });
      expect(listed.body).toHaveLength(1);
      const cancelled = await api.call("POST", `/api/newsletters/${scheduled.body[0]._id}/cancel`, { token });
      expect(cancelled.body.status).toBe("cancelled");
    });

    it("a lead's story and a staff reply; webhooks added, listed, their deliveries retried and removed", async () => {
      const sent = await api.call("POST", "/api/contact-messages", {
        body: { user_name: "Aysel", user_email: "aysel@firma.az", subject: "Quote", message: "A new site." },
      });
      const path = `/api/leads/contactMessage/${sent.body._id}`;
      expect((await api.call("GET", `${path}/story`, { token })).status).toBe(200);
      const reply = await api.call("POST", `${path}/replies`, { token, body: { subject: "Re: Quote", message: "Hi" } });
      expect(reply.status).toBe(201);
      const hook = await api.call("POST", "/api/webhooks", {
        token,
        body: { url: "http://127.0.0.1:9/closed", events: ["lead.statusChanged"] },
      });
      expect(hook.status).toBe(201);
      expect((await api.call("GET", "/api/webhooks", { token })).body).toEqual([hook.body]);
      expect(
        (await api.call("PATCH", `/api/contact-messages/${sent.body._id}`, { token, body: { status: "won" } })).status,
      ).toBe(200);
      // Nothing listens there: once its first attempt has failed, it is marked given up and an admin sends it again.
      const deliveries = async () => (await api.call("GET", "/api/webhooks/deliveries", { token })).body;
      await expect.poll(async () => (await deliveries())[0]).toMatchObject({ status: "pending", attempts: 1 });
      const [delivery] = await deliveries();
      await database.db.updateTable("outbox").set({ status: "failed" }).where("id", "=", delivery._id).execute();
      expect((await api.call("POST", `/api/webhooks/deliveries/${delivery._id}/retry`, { token })).status).toBe(204);
      expect((await api.call("DELETE", `/api/webhooks/${hook.body._id}`, { token })).status).toBe(204);
    });

    it("every success the OpenAPI document lists was answered and matched its schema", () => {
      expect(documentedSuccesses().filter((success) => !api.answered.has(success))).toEqual([]);
    });
  });
});
