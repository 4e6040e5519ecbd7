// `npx tsx scripts/logo-sheet.ts [file]`: the sample sheet of docs/logo-generator/: the eight
// proposals the generator makes for six briefs, two in each of three languages, drawn as the
// download draws its PNGs (the SVG rasterised by sharp). Each brief is a captioned band of
// two rows of four; a last band shows the first brief's logos for dark backgrounds. The file
// name defaults to `sheet.png` (the before sheet was drawn from main's code with
// `sheet-before.png`). It also prints how long eight proposals take once the fonts are read.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import type { Language } from "../common/i18n/languages";
import { loadLogoFonts, textOutline } from "../server/logo/fonts.server";
import { generateProposals } from "../server/logo/generator.server";

const briefs: { name: string; description: string; language: Language }[] = [
  { name: "Harper & Cole", description: "law firm in London", language: "en" },
  { name: "Morning Ritual", description: "coffee house", language: "en" },
  { name: "Правовой Щит", description: "юридическая фирма", language: "ru" },
  { name: "Утро", description: "кофейня в Москве", language: "ru" },
  { name: "Səhər Qəhvəsi", description: "qəhvə evi Bakıda", language: "az" },
  { name: "Gülüş", description: "diş klinikası Gəncədə", language: "az" },
];

const file = process.argv[2] ?? "sheet.png";
const out = path.resolve(import.meta.dirname, "../docs/logo-generator");
mkdirSync(out, { recursive: true });

const columns = 4;
const tile = { width: 400, height: 240, margin: 36 };
const caption = 64;
const band = caption + tile.height * 2;
const paper = "#ffffff";
const night = "#0f172a";

/** One proposal on a tile, rasterised at the density its size needs, as the download does. */
async function tileOf(svg: string, background = paper) {
  const [, width = "1", height = "1"] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  const room = { width: tile.width - tile.margin * 2, height: tile.height - tile.margin * 2 };
  const density = 72 * Math.min(room.width / Number(width), room.height / Number(height)) * 2;
  return sharp(Buffer.from(svg), { density })
    .resize(room.width, room.height, { fit: "contain", background })
    .flatten({ background })
    .extend({ top: tile.margin, bottom: tile.margin, left: tile.margin, right: tile.margin, background })
    .png()
    .toBuffer();
}

/** A brief's caption (drawn as outlines, like the logos: no font is needed to render it). */
function captionSvg(text: string) {
  const outline = textOutline("montserrat", text, 22);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${tile.width * columns}" height="${caption}">` +
      `<rect width="100%" height="100%" fill="#f1f5f9"/>` +
      `<path transform="translate(${tile.margin} ${caption / 2 - (outline.top + outline.bottom) / 2})" fill="#334155" d="${outline.d}"/>` +
      `</svg>`,
  );
}

loadLogoFonts();
const layers: OverlayOptions[] = [];
const bands = [...briefs.map((brief) => ({ brief, dark: false })), { brief: briefs[0]!, dark: true }];
for (const [index, { brief, dark }] of bands.entries()) {
  const proposals = generateProposals({ ...brief, seed: 1 });
  const top = index * band;
  const title = `${brief.language} · “${brief.description}” · ${brief.name}${dark ? " · on dark" : ""}`;
  layers.push({ input: captionSvg(title), left: 0, top });
  const tiles = await Promise.all(
    proposals
      .slice(0, columns * 2)
      .map((proposal) => tileOf(dark ? proposal.svgOnDark : proposal.svg, dark ? night : paper)),
  );
  tiles.forEach((input, at) =>
    layers.push({
      input,
      left: (at % columns) * tile.width,
      top: top + caption + Math.floor(at / columns) * tile.height,
    }),
  );
  if (!dark)
    console.log(`${brief.language} "${brief.description}": ${proposals.map((p) => p.recipe.layout).join(", ")}`);
}
await sharp({
  create: { width: tile.width * columns, height: band * bands.length, channels: 3, background: paper },
})
  .composite(layers)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, file));
console.log(`docs/logo-generator/${file}`);

const runs = 50;
const started = performance.now();
for (let seed = 0; seed < runs; seed++) generateProposals({ ...briefs[0]!, seed });
console.log(
  `eight proposals, warm: ${((performance.now() - started) / runs).toFixed(1)} ms on average over ${runs} runs`,
);
