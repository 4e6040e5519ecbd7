import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The site's own pictures (projects, services, team, partners, blog covers) as the media
// library keeps them (docs/decisions/041): drawn as SVG under public/images/, rendered
// once by `npx tsx scripts/site-images.ts` into the WebP variants an upload of the same
// picture would get, and committed beside a manifest, so a fresh database imports them in
// a fraction of a second instead of rasterising every drawing (about 30 s here).

/** One picture of public/images/ as the library holds it. */
export interface SiteImage {
  /** Its static address, which shipped content names: "/images/projects/1-1.svg". */
  path: string;
  /** SHA-256 of the SVG it was rendered from: a test finds renders that are out of date. */
  source: string;
  /** The drawing's own description (its aria-label), the library's English alternative text. */
  alt: string;
  width: number;
  height: number;
  /** The stored widths, narrowest first, as an upload's. */
  widths: number[];
}

/** The folders of public/images/ whose pictures are content; the rest are the theme's. */
export const siteImageFolders = ["projects", "services", "team", "partners", "blog"] as const;

/**
 * Pictures left to the theme: the blog's category pictures stand in for a missing cover
 * (decision 016), chosen by code rather than by an editor.
 */
export function isThemeImage(file: string): boolean {
  return /^default(-[a-z]+)?\.svg$/.test(file);
}

/** `projects-1-1-480.webp`: the committed file of one variant. */
export function siteImageFileName(image: Pick<SiteImage, "path">, width: number): string {
  const name = image.path
    .replace(/^\/images\//, "")
    .replace(/\.svg$/, "")
    .replace(/\//g, "-");
  return `${name}-${width}.webp`;
}

export const sourceHash = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** server/seed/site-images/, found from this module upwards: the source tree or the build. */
export function siteImagesDirectory(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "server", "seed", "site-images");
    if (existsSync(path.join(candidate, "manifest.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error("server/seed/site-images/manifest.json not found");
  }
}

export function readSiteImages(directory = siteImagesDirectory()): SiteImage[] {
  return JSON.parse(readFileSync(path.join(directory, "manifest.json"), "utf8")) as SiteImage[];
}
