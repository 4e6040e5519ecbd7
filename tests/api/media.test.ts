import { readdirSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaDirectory } from "../../server/media/directory-media-store.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

const photo = (format: "jpeg" | "png" | "webp" | "gif" | "avif", width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Copyright: "Secret camera owner", Make: "TestCam" } })
    .toFormat(format)
    .toBuffer();

describe.each(testDialects)("media uploads on %s", (dialect) => {
  let token: string;

  const upload = (body: Uint8Array, headers: Record<string, string> = {}, signedIn = true) =>
    api.call("POST", "/api/media", {
      rawBody: body,
      token: signedIn ? token : undefined,
      headers: { "content-type": "image/png", ...headers },
    });

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    token = await api.adminToken();
  });

  /** The names of the files the media store holds: in the database on PostgreSQL, else under DATA_DIR. */
  const storedFiles = async () =>
    dialect === "postgres"
      ? (await api.database.db.selectFrom("mediaFiles").select("name").execute()).map((row) => row.name)
      : readdirSync(mediaDirectory(api.database.dataDir));

  it("re-encodes a JPEG to WebP at three widths, strips its metadata and serves it with immutable caching", async () => {
    const { status, body } = await upload(await photo("jpeg"), {
      "content-type": "image/jpeg",
      "x-file-name": encodeURIComponent("Ofis şəkli.jpg"),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      _id: expect.any(String),
      width: 2000,
      height: 1000,
      originalName: "Ofis şəkli.jpg",
      variants: [480, 960, 1600].map((width) => ({ width, url: `/media/${body._id}-${width}.webp` })),
      url: `/media/${body._id}-1600.webp`,
    });

    const served = await fetch(`${api.url}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = served.headers.get("etag");
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch alone would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidated = await fetch(`${api.url}${body.url}`, {
      headers: { "if-none-match": etag!, "cache-control": "max-age=0" },
    });
    expect(revalidated.status).toBe(304);
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(stored.exif).toBeUndefined();
  });

  it.each(["png", "webp", "gif", "avif"] as const)("accepts a %s image", async (format) => {
    const { status, body } = await upload(await photo(format, 300, 200));
    expect(status).toBe(201);
    // Narrower than the smallest width: kept at its own width, never enlarged.
    expect(body.variants).toEqual([{ width: 300, url: `/media/${body._id}-300.webp` }]);
  });

  it("judges by content, not by name or declared type", async () => {
    const notImage = await upload(Buffer.from("this is only text, renamed to .png"), { "x-file-name": "photo.png" });
    expect(notImage.status).toBe(415);
    expect(notImage.body).toEqual({ message: "Upload a JPEG, PNG, WebP, GIF or AVIF image." });

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      {
        "x-file-name": "logo.png",
      },
    );
    expect(svg.status).toBe(415);

    const truncated = (await photo("png", 800, 600)).subarray(0, 200);
    expect((await upload(truncated)).status).toBe(415);

    const declaredAsText = await upload(await photo("png", 100, 100), {
      "content-type": "text/plain",
      "x-file-name": "notes.txt",
    });
    expect(declaredAsText.status).toBe(201);
  });

  it("refuses an upload over 10 MB with 413 and an empty one with 400", async () => {
    const tooBig = await upload(Buffer.alloc(11 * 1024 * 1024, 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: "The image is larger than 10 MB." });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: "Choose an image to upload." });
  });

  it("refuses an image of too many pixels before decoding it", async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const { status } = await upload(huge);
    expect(status).toBe(413);
  });

  it("answers 401 without a token, even for a large body", async () => {
    const { status, body } = await upload(Buffer.alloc(11 * 1024 * 1024, 1), {}, false);
    expect(status).toBe(401);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it("lists uploads newest first and deletes one with its files", async () => {
    const first = (await upload(await photo("png", 600, 400), { "x-file-name": "first.png" })).body;
    const second = (await upload(await photo("png", 600, 400), { "x-file-name": "second.png" })).body;
    const list = await api.call("GET", "/api/media", { token });
    expect(list.status).toBe(200);
    const names = list.body.map((item: { originalName: string }) => item.originalName);
    expect(names.indexOf("second.png")).toBeLessThan(names.indexOf("first.png"));

    expect((await api.call("DELETE", `/api/media/${first._id}`, { token })).status).toBe(204);
    expect((await fetch(`${api.url}${first.url}`)).status).toBe(404);
    expect((await storedFiles()).some((file) => file.startsWith(first._id))).toBe(false);
    expect(await storedFiles()).toContain(`${second._id}-600.webp`);
    expect((await fetch(`${api.url}${second.url}`)).status).toBe(200);

    const again = await api.call("DELETE", `/api/media/${first._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "The image was not found." });
  });

  it("answers 404 for a media file that does not exist, without reaching the pages", async () => {
    const response = await fetch(`${api.url}/media/../../etc/passwd`);
    expect(response.status).toBe(404);
    expect((await fetch(`${api.url}/media/nothing.webp`)).status).toBe(404);
  });
});
