import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContentItems } from "../../server/db/content-items.server";
import { listMedia, toMediaJson } from "../../server/db/media.server";
import { createMediaStore } from "../../server/media/media-store.server";
import { readSiteImages } from "../../server/media/site-images.server";
import { importSiteImages } from "../../server/seed/import-site-images.server";
import { seedDemoContent } from "../../server/seed/seed.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** Every string inside a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsIn)
      : [];

describe.each(testDialects)("the site's images in the media library on %s", (dialect) => {
  let database: TestDatabase;
  let imported: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemoContent(database.db);
    imported = await importSiteImages(database.db, (handle) => createMediaStore(handle, database.dataDir));
  });
  afterAll(() => database?.drop());

  it("imports every picture the seeded content and posts name, described by its drawing", async () => {
    const library = (await listMedia(database.db)).map(toMediaJson);
    expect(library).toHaveLength(imported);
    expect(imported).toBeGreaterThanOrEqual(60);
    const names = library.map((item) => item.originalName);
    expect(names).toEqual(expect.arrayContaining(["projects/1-1.svg", "team/aysel.svg", "partners/medline.svg"]));
    const portrait = library.find((item) => item.originalName === "team/aysel.svg")!;
    expect(portrait).toMatchObject({
      width: 256,
      height: 256,
      focalPoint: { x: 0.5, y: 0.5 },
      alt: { en: "Illustrated portrait of Aysel, a woman with long dark brown hair", tr: "", ru: "", az: "" },
    });
    // Search finds an image by the words that describe it, not only its file name.
    expect((await listMedia(database.db, { search: "CASPİAN market" })).map((row) => row.originalName)).toContain(
      "projects/1-1.svg",
    );

    // Served as an upload's files are: every variant, WebP.
    const store = createMediaStore(database.db, database.dataDir);
    const project = library.find((item) => item.originalName === "projects/1-1.svg")!;
    expect(project.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
    const app = express().use("/media", store.serve);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const variant of project.variants) {
        const response = await fetch(`${base}${variant.url}`);
        expect(response.status).toBe(200);
        expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
      }
    } finally {
      server.close();
    }
  });

  it("leaves no content or post naming a static picture of the library, and runs once", async () => {
    const known = new Set(readSiteImages().map((image) => image.path));
    const kinds = ["services", "projects", "testimonials", "partners", "team", "featured-project"] as const;
    for (const kind of kinds) {
      for (const item of await listContentItems(database.db, kind)) {
        const statics = stringsIn(item.fields).filter((value) => known.has(value));
        expect(statics, `${kind} ${item.slug ?? item._id}`).toEqual([]);
      }
    }
    const posts = await database.db.selectFrom("posts").select("image").execute();
    expect(posts.filter((post) => post.image?.startsWith("/images/"))).toEqual([]);
    expect(posts.filter((post) => post.image?.startsWith("/media/")).length).toBeGreaterThan(0);

    expect(await importSiteImages(database.db, (handle) => createMediaStore(handle, database.dataDir))).toBe(0);
    expect(await listMedia(database.db)).toHaveLength(imported);
  });
});
