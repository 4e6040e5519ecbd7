import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

const png = (background: string, width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe.each(testDialects)("the media library on %s", (dialect) => {
  let token: string;

  const upload = async (name: string, background = "#c85028") => {
    const { status, body } = await api.call("POST", "/api/media", {
      token,
      rawBody: await png(background),
      headers: { "content-type": "image/png", "x-file-name": encodeURIComponent(name) },
    });
    expect(status).toBe(201);
    return body as { _id: string; url: string; variants: { url: string }[]; alt: Record<string, string> };
  };

  const names = async (search: string) => {
    const { status, body } = await api.call("GET", `/api/media?search=${encodeURIComponent(search)}`, { token });
    expect(status).toBe(200);
    return body.map((item: { originalName: string }) => item.originalName).sort();
  };

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    token = await api.adminToken();
  });

  it("searches by file name in any case and accents, and a wildcard is only a character", async () => {
    await upload("Ofis Şəkli.png");
    await upload("team-photo.png");
    await upload("sale_50%.png");
    expect(await names("ŞƏKLİ")).toEqual(["Ofis Şəkli.png"]);
    expect(await names("  ofis ")).toEqual(["Ofis Şəkli.png"]);
    expect(await names("%")).toEqual(["sale_50%.png"]);
    expect(await names("_")).toEqual(["sale_50%.png"]);
    expect(await names("nothing like it")).toEqual([]);
    expect(await names("")).toEqual(expect.arrayContaining(["Ofis Şəkli.png", "team-photo.png", "sale_50%.png"]));

    const tooLong = await api.call("GET", `/api/media?search=${"x".repeat(201)}`, { token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ search: "This is too long." });
  });

  it("starts with empty alternative text and saves it per language, trimmed", async () => {
    const image = await upload("described.png");
    expect(image.alt).toEqual({ en: "", tr: "", ru: "", az: "" });
    const alt = { en: " A red square ", tr: "Kırmızı bir kare", ru: "Красный квадрат", az: "" };
    const { status, body } = await api.call("PATCH", `/api/media/${image._id}`, { token, body: { alt } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: image._id, alt: { ...alt, en: "A red square" } });
    const listed = await api.call("GET", "/api/media?search=described", { token });
    expect(listed.body[0].alt).toEqual(body.alt);

    // A language left out is saved empty.
    const partial = await api.call("PATCH", `/api/media/${image._id}`, { token, body: { alt: { en: "Square" } } });
    expect(partial.body.alt).toEqual({ en: "Square", tr: "", ru: "", az: "" });
  });

  it("validates the alternative text and answers 404 for an unknown image", async () => {
    const image = await upload("validated.png");
    const tooLong = await api.call("PATCH", `/api/media/${image._id}`, {
      token,
      body: { alt: { en: "x".repeat(251), tr: "", ru: "", az: "" } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ "alt.en": "This is too long." });
    for (const body of [{}, { alt: "a red square" }, { alt: { ru: 5 } }]) {
      const { status, body: answer } = await api.call("PATCH", `/api/media/${image._id}`, { token, body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.errors).toEqual(expect.any(Object));
    }
    const text = await api.call("PATCH", `/api/media/${image._id}`, {
      token,
      rawBody: "alt=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);

    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await api.call("PATCH", `/api/media/${unknown}`, { token, body: { alt: { en: "x" } } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "The image was not found." });
    expect((await api.call("GET", `/api/media/${unknown}/usage`, { token })).status).toBe(404);
    expect((await api.call("DELETE", `/api/media/${unknown}`, { token })).status).toBe(404);
  });

  it("lists the posts that show an image, as cover or in their content", async () => {
    const image = await upload("used.png");
    const other = await upload("unused.png");
    const cover = await api.call("POST", "/api/posts", {
      token,
      body: { title: "Cover user", content: "<p>Text</p>", excerpt: "e", image: image.url, status: "published" },
    });
    const inline = await api.call("POST", "/api/posts", {
      token,
      body: {
        title: "Inline user",
        content: `<p>Before</p><img src="${image.variants[0]!.url}" alt="Red"><p>After</p>`,
        excerpt: "e",
        image: other.url,
      },
    });
    const usage = await api.call("GET", `/api/media/${image._id}/usage`, { token });
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual([
      { _id: cover.body._id, title: "Cover user", status: "published", usedAs: ["cover"] },
      { _id: inline.body._id, title: "Inline user", status: "draft", usedAs: ["content"] },
    ]);
    expect((await api.call("GET", `/api/media/${other._id}/usage`, { token })).body).toEqual([
      { _id: inline.body._id, title: "Inline user", status: "draft", usedAs: ["cover"] },
    ]);
  });

  it("deleting an image in use clears the covers and takes it out of content, at once for visitors too", async () => {
    const image = await upload("doomed.png");
    const kept = await upload("kept.png");
    const category = await api.call("POST", "/api/categories", { token, body: { name: "Design" } });
    const post = await api.call("POST", "/api/posts", {
      token,
      body: {
        title: "Uses the doomed image",
        content: `<p>Intro</p><figure><img src="${image.variants[0]!.url}" alt="Doomed"><figcaption>Caption</figcaption></figure><p><img src="${kept.url}" alt="Kept"></p>`,
        excerpt: "e",
        image: image.url,
        category: category.body._id,
        status: "published",
      },
    });
    // A visitor's answer is cached before the delete: it must not outlive it.
    expect((await api.call("GET", `/api/posts/${post.body.slug}`)).body.image).toBe(image.url);

    expect((await api.call("DELETE", `/api/media/${image._id}`, { token })).status).toBe(204);

    const after = await api.call("GET", `/api/posts/${post.body.slug}`);
    expect(after.body.image).toBeNull();
    expect(after.body.category).toEqual({ _id: category.body._id, name: "Design" });
    expect(after.body.content).toBe(
      `<p>Intro</p><figure><figcaption>Caption</figcaption></figure><p><img src="${kept.url}" alt="Kept" /></p>`,
    );
    expect(after.body.content).not.toContain(image._id);
    expect((await fetch(`${api.url}${image.url}`)).status).toBe(404);
    expect((await api.call("GET", `/api/media/${kept._id}/usage`, { token })).body).toHaveLength(1);
  });

  it("refuses to delete an image that site content shows, naming the items, until another is chosen there", async () => {
    const image = await upload("partner-logo.png");
    const partner = await api.call("POST", "/api/content/partners", {
      token,
      body: { fields: { name: "Harbour Freight", logo: image.url, color: "#123456" }, text: { en: {} } },
    });
    expect(partner.status).toBe(201);
    const refused = await api.call("DELETE", `/api/media/${image._id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Site content shows this image (Harbour Freight). Choose another image there first.",
    });
    const turkish = await api.call("DELETE", `/api/media/${image._id}`, {
      token,
      headers: { "accept-language": "tr" },
    });
    expect(turkish.body.message).toBe(
      "Bu görseli site içeriği kullanıyor (Harbour Freight). Önce orada başka bir görsel seçin.",
    );
    expect((await fetch(`${api.url}${image.url}`)).status).toBe(200);
    expect((await api.call("GET", "/api/media?search=partner-logo", { token })).body).toHaveLength(1);

    const other = await upload("other-logo.png");
    const moved = await api.call("PUT", `/api/content/partners/${partner.body._id}`, {
      token,
      body: { fields: { name: "Harbour Freight", logo: other.url, color: "#123456" }, text: { en: {} } },
    });
    expect(moved.status).toBe(200);
    expect((await api.call("DELETE", `/api/media/${image._id}`, { token })).status).toBe(204);
  });

  it("records uploads and deletes in the activity log with who did them", async () => {
    const image = await upload("logged.png");
    expect((await api.call("DELETE", `/api/media/${image._id}`, { token })).status).toBe(204);
    const { body } = await api.call("GET", "/api/dashboard", { token });
    const events = body.activity
      .filter((event: { subjectId: string }) => event.subjectId === image._id)
      .map((event: { kind: string; title: string; actor: { name: string } }) => [
        event.kind,
        event.title,
        event.actor.name,
      ]);
    expect(events).toEqual([
      ["media.deleted", "logged.png", "Test Admin"],
      ["media.uploaded", "logged.png", "Test Admin"],
    ]);
  });

  it("lets an editor describe, inspect and delete images", async () => {
    const editor = await api.editorToken();
    const image = await upload("editor.png");
    const patched = await api.call("PATCH", `/api/media/${image._id}`, {
      token: editor,
      body: { alt: { en: "By an editor" } },
    });
    expect(patched.status).toBe(200);
    expect((await api.call("GET", `/api/media/${image._id}/usage`, { token: editor })).body).toEqual([]);
    expect((await api.call("DELETE", `/api/media/${image._id}`, { token: editor })).status).toBe(204);
  });
});
