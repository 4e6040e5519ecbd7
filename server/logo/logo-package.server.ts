import { loadSharp } from "../media/image-variants.server";
import type { Language } from "../../common/i18n/languages";
import type { LogoRecipe } from "../../common/logo";
import type { Kysely } from "kysely";
import { findLogoPackage, recipeOf, storeLogoPackage } from "../db/logo-orders.server";
import type { DB, LogoOrderRow } from "../db/schema.server";
import { fontNames } from "./fonts.server";
import { drawLogoVariants, drawProposal } from "./generator.server";
import { defaultTagFont } from "./layouts.server";
import { iconGroup } from "./icons.server";
import { palettes } from "./palettes.server";

// The download: a ZIP of the logo as SVG (for light and dark backgrounds), PNGs at common
// sizes, a favicon set, and the colours and typeface used (as JSON and as text).

export const pngSizes = [256, 512, 1024, 2048] as const;
export const faviconSizes = {
  "favicon-16.png": 16,
  "favicon-32.png": 32,
  "apple-touch-icon.png": 180,
  "icon-192.png": 192,
  "icon-512.png": 512,
} as const;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** An image (SVG or PNG) centred on a transparent square of `size` pixels. */
async function squarePng(image: Buffer, size: number, { width, height }: { width: number; height: number }) {
  // SVG is rasterised at the density that makes its longer side the square's, so it stays sharp.
  const density = Math.min(72 * (size / Math.max(width, height)), 10_000);
  const sharp = await loadSharp();
  return sharp(image, { density: Math.max(density, 1) })
    .resize(size, size, { fit: "contain", background: transparent })
    .png()
    .toBuffer();
}

/** The favicon's mark: the icon in white on a rounded square of the palette's colour. */
function markSvg(recipe: LogoRecipe): string {
  const { mark } = palettes[recipe.palette];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<rect width="512" height="512" rx="112" fill="${mark}"/>` +
    iconGroup(recipe.icon, { x: 96, y: 96, size: 320, colour: "#ffffff" }) +
    `</svg>`
  );
}

async function faviconSet(mark: Buffer, size: { width: number; height: number }): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for (const [file, pixels] of Object.entries(faviconSizes))
    files[`favicon/${file}`] = await squarePng(mark, pixels, size);
  const icoSources = await Promise.all([16, 32, 48].map((pixels) => squarePng(mark, pixels, size)));
  // Imported on first use, as the ZIP writer below: a site may never package a logo.
  const { default: pngToIco } = await import("png-to-ico");
  files["favicon/favicon.ico"] = await pngToIco(icoSources);
  return files;
}

const viewBoxSize = (svg: string) => {
  const [, width = "512", height = "512"] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

export interface PackagedLogo {
  name: string;
  language: Language;
  recipe?: LogoRecipe;
  /** An image service's PNG, when that was chosen instead of a drawn logo. */
  image?: Buffer;
}

/** Orders whose ZIP this instance is building now: a second download waits for the same one. */
const building = new Map<string, Promise<Uint8Array>>();

/**
 * An order's ZIP: the one stored in the database, or built once and stored there
 * (docs/decisions/047). Building costs about a second of CPU (PNGs at four sizes, a
 * favicon set), so it is never done per download; on several instances the database is
 * what they share, and one built twice at once by two of them stays once.
 */
export async function orderPackage(db: Kysely<DB>, order: LogoOrderRow): Promise<Uint8Array> {
  const stored = await findLogoPackage(db, order.id);
  if (stored) return stored;
  let build = building.get(order.id);
  if (!build) {
    build = (async () => {
      const zip = await logoPackage({
        name: order.name,
        language: order.language,
        recipe: recipeOf(order),
        image: order.image ? Buffer.from(order.image, "base64") : undefined,
      });
      await storeLogoPackage(db, order.id, zip);
      return zip;
    })().finally(() => building.delete(order.id));
    building.set(order.id, build);
  }
  return build;
}

/** The ZIP a paid or free order downloads. */
export async function logoPackage({ name, language, recipe, image }: PackagedLogo): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import("fflate");
  const files: Record<string, Uint8Array> = {};
  let details: Record<string, unknown>;
  if (recipe) {
    const drawn = drawProposal(name, language, recipe);
    const size = viewBoxSize(drawn.svg);
    files["logo.svg"] = strToU8(drawn.svg);
    files["logo-on-dark.svg"] = strToU8(drawn.svgOnDark);
    const svg = Buffer.from(drawn.svg);
    for (const pixels of pngSizes) files[`png/logo-${pixels}.png`] = await squarePng(svg, pixels, size);
    Object.assign(files, await faviconSet(Buffer.from(markSvg(recipe)), { width: 512, height: 512 }));
    details = {
      colours: drawn.colours,
      font: {
        name: drawn.fontName,
        weight: 700,
        source: "https://fontsource.org",
        licence: "SIL Open Font License 1.1",
      },
      icon: { name: recipe.icon, source: "https://lucide.dev", licence: "ISC" },
      layout: recipe.layout,
      // The tagline's typeface, when the composition draws one (decision 063).
      ...(drawLogoVariants(name, language, recipe).texts.some((text) => text.role === "tagline")
        ? {
            tagline: {
              text: recipe.tagline,
              font: fontNames[recipe.tagFont ?? defaultTagFont[recipe.font]],
              weight: 500,
            },
          }
        : {}),
    };
  } else if (image) {
    const sharp = await loadSharp();
    const { width = 512, height = 512 } = await sharp(image).metadata();
    for (const pixels of pngSizes) files[`png/logo-${pixels}.png`] = await squarePng(image, pixels, { width, height });
    Object.assign(files, await faviconSet(image, { width, height }));
    const { dominant } = await sharp(image).stats();
    const hex = `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
    details = { colours: { dominant: hex }, source: "image generation service" };
  } else {
    throw new Error("an order holds a recipe or an image");
  }
  const brand = { name, ...details, files: Object.keys(files).sort() };
  files["brand.json"] = strToU8(`${JSON.stringify(brand, null, 2)}\n`);
  files["brand.txt"] = strToU8(brandText(brand));
  return zipSync(files, { level: 6 });
}

function brandText(brand: Record<string, unknown>): string {
  const lines = [`${String(brand.name)}`, ""];
  const colours = brand.colours as Record<string, string>;
  lines.push("Colours:", ...Object.entries(colours).map(([role, hex]) => `  ${role}: ${hex}`));
  const font = brand.font as { name: string; weight: number } | undefined;
  if (font) lines.push("", `Typeface: ${font.name}, weight ${font.weight} (the name is drawn as outlines in the SVG)`);
  const tagline = brand.tagline as { font: string; weight: number } | undefined;
  if (tagline) lines.push(`Tagline typeface: ${tagline.font}, weight ${tagline.weight}`);
  return `${lines.join("\n")}\n`;
}
