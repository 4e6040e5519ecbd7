import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  isThemeImage,
  readSiteImages,
  siteImageFileName,
  siteImageFolders,
  siteImagesDirectory,
  sourceHash,
} from "./site-images.server";

const publicImages = path.resolve(import.meta.dirname, "../../public/images");

describe("the site's pictures rendered for the media library", () => {
  const images = readSiteImages();

  it("list every drawing of the content folders, rendered from its current SVG (else run scripts/site-images.ts)", () => {
    const drawings = siteImageFolders.flatMap((folder) =>
      readdirSync(path.join(publicImages, folder))
        .filter((file) => file.endsWith(".svg") && !isThemeImage(file))
        .map((file) => `/images/${folder}/${file}`),
    );
    expect(images.map((image) => image.path).sort()).toEqual(drawings.sort());
    for (const image of images) {
      expect(image.source, image.path).toBe(sourceHash(readFileSync(path.join(publicImages, image.path.slice(8)))));
    }
  });

  it("have a file for every stored width, and no other", () => {
    const expected = images.flatMap((image) => image.widths.map((width) => siteImageFileName(image, width)));
    for (const file of expected) expect(existsSync(path.join(siteImagesDirectory(), file)), file).toBe(true);
    expect(
      readdirSync(siteImagesDirectory())
        .filter((file) => file.endsWith(".webp"))
        .sort(),
    ).toEqual(expected.sort());
  });
});
