// `npx tsx scripts/logo-samples.ts`: draws the first proposals the generator makes for three
// briefs in three languages into docs/logo-generator/ (one sheet per brief, each logo on
// light and on dark), and prints how long eight proposals take once the fonts are read.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadLogoFonts } from "../server/logo/fonts.server";
import { type GenerateInput, generateProposals } from "../server/logo/generator.server";

const briefs: (GenerateInput & { file: string })[] = [
  { file: "az-coffee-house", name: "Səhər Qəhvəsi", description: "Bakıda kiçik qəhvə evi", language: "az", seed: 1 },
  {
    file: "tr-dental-clinic",
    name: "Gülüş Diş Kliniği",
    description: "İzmir'de aile diş kliniği, çocuklar için ortodonti",
    language: "tr",
    seed: 1,
  },
  {
    file: "ru-law-firm",
    name: "Правовой Щит",
    description: "Юридическая консультация для малого бизнеса в Москве",
    language: "ru",
    seed: 1,
  },
];

const out = path.resolve(import.meta.dirname, "../docs/logo-generator");
mkdirSync(out, { recursive: true });

const tile = { width: 480, height: 220 };
const shown = 6;

async function tileOf(svg: string, background: string) {
  return sharp(Buffer.from(svg), { density: 144 })
    .flatten({ background })
    .resize(tile.width - 40, tile.height - 40, { fit: "contain", background })
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background })
    .png()
    .toBuffer();
}

loadLogoFonts();
for (const brief of briefs) {
  const proposals = generateProposals(brief).slice(0, shown);
  const tiles = await Promise.all(
    proposals.flatMap((proposal) => [tileOf(proposal.svg, "#ffffff"), tileOf(proposal.svgOnDark, "#0f172a")]),
  );
  await sharp({
    create: { width: tile.width * 2, height: tile.height * shown, channels: 3, background: "#ffffff" },
  })
    .composite(
      tiles.map((input, index) => ({
        input,
        left: (index % 2) * tile.width,
        top: Math.floor(index / 2) * tile.height,
      })),
    )
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, `${brief.file}.png`));
  console.log(`${brief.file}.png: ${proposals.map((proposal) => proposal.recipe.icon).join(", ")}`);
}

const runs = 50;
const started = performance.now();
for (let seed = 0; seed < runs; seed++) generateProposals({ ...briefs[0]!, seed });
console.log(
  `eight proposals, warm: ${((performance.now() - started) / runs).toFixed(1)} ms on average over ${runs} runs`,
);
