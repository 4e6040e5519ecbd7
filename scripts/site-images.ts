// `npx tsx scripts/site-images.ts`: renders the site's drawings (public/images/{projects,
// services,team,partners,blog}/*.svg) into the WebP variants the media library stores,
// under server/seed/site-images/, with their manifest. Run after adding or editing a
// drawing; server/media/site-images.test.ts fails until then. Decision 041.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import sharp from "sharp";
import { encodeImageVariants } from "../server/media/image-variants.server";
import {
  isThemeImage,
  type SiteImage,
  siteImageFileName,
  siteImageFolders,
  sourceHash,
} from "../server/media/site-images.server";

const root = path.resolve(import.meta.dirname, "..");
const output = path.join(root, "server/seed/site-images");
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

const images: SiteImage[] = [];
for (const folder of siteImageFolders) {
  const files = readdirSync(path.join(root, "public/images", folder))
    .filter((file) => file.endsWith(".svg") && !isThemeImage(file))
    .sort();
  for (const file of files) {
    const svg = readFileSync(path.join(root, "public/images", folder, file));
    const alt = /aria-label="([^"]*)"/.exec(svg.toString("utf8"))?.[1];
    if (!alt) throw new Error(`${folder}/${file} has no aria-label to describe it`);
    // Rasterised at the drawing's own size, then encoded exactly as an upload of that PNG.
    const encoded = await encodeImageVariants(await sharp(svg).png().toBuffer());
    const image: SiteImage = {
      path: `/images/${folder}/${file}`,
      source: sourceHash(svg),
      alt: alt
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
      width: encoded.width,
      height: encoded.height,
      widths: encoded.variants.map((variant) => variant.width),
    };
    for (const variant of encoded.variants) {
      writeFileSync(path.join(output, siteImageFileName(image, variant.width)), variant.bytes, { flag: "wx" });
    }
    images.push(image);
  }
}
const manifest = path.join(output, "manifest.json");
// Written as `npm run format` would write it, so the format check passes as generated.
writeFileSync(manifest, await format(JSON.stringify(images), { ...(await resolveConfig(manifest)), parser: "json" }));
console.log(`${images.length} pictures rendered into ${path.relative(root, output)}`);
