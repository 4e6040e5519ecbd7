/**
 * Prints the `@font-face` overrides of "Manrope Fallback" in app/app.css: the local sans
 * (Arial, or Liberation Sans, its metric twin on Linux) scaled so that headings set in it
 * take the width of Manrope (the mean width ratio over heading-like lines in the four
 * languages, per weight), with Manrope's ascent, descent and line gap. Measured in the
 * real browser, which reads the variable WOFF2 at each weight. `npx tsx scripts/font-fallback-metrics.ts`
 */
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "../tests/support/browser";

const files = "node_modules/@fontsource-variable/manrope/files/";
const face = (file: string, range: string) =>
  `@font-face{font-family:M;font-weight:200 800;unicode-range:${range};src:url(data:font/woff2;base64,${readFileSync(files + file).toString("base64")})}`;
const lines = [
  "Digital agency that builds websites, brands and campaigns that grow your business",
  "What we do Branding Digital marketing Web development Search engine optimisation",
  "İşinizi büyüten web siteleri, markalar ve kampanyalar üreten dijital ajans",
  "Цифровое агентство, которое создаёт сайты, бренды и кампании для роста бизнеса",
  "Biznesinizi böyüdən veb-saytlar, brendlər və kampaniyalar yaradan rəqəmsal agentlik",
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const page = await browser.newPage();
  await page.setContent(
    `<style>${face("manrope-latin-wght-normal.woff2", "U+0000-00FF")}${face("manrope-latin-ext-wght-normal.woff2", "U+0100-02BA")}${face("manrope-cyrillic-wght-normal.woff2", "U+0400-045F")}` +
      `@font-face{font-family:F;font-weight:400;src:local("Liberation Sans")}@font-face{font-family:F;font-weight:700;src:local("Liberation Sans Bold")}</style>`,
  );
  const rows = await page.evaluate(async (lines) => {
    const context = document.createElement("canvas").getContext("2d")!;
    const results = [];
    for (const [weight, fallbackWeight] of [
      [400, 400],
      [700, 700],
      [800, 700],
    ]) {
      await document.fonts.load(`${weight} 100px M`, lines.join(""));
      await document.fonts.load(`${fallbackWeight} 100px F`, lines.join(""));
      // No named helper here: tsx would wrap it in a `__name` call the page does not have.
      let sum = 0;
      for (const text of lines) {
        context.font = `${weight} 100px M`;
        const manrope = context.measureText(text).width;
        context.font = `${fallbackWeight} 100px F`;
        sum += manrope / context.measureText(text).width;
      }
      const scale = sum / lines.length;
      // At 10,000 px the font's ascent and descent (whole pixels) read to 0.01 %.
      context.font = `${weight} 10000px M`;
      const { fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent } = context.measureText("H");
      results.push({ weight, scale, ascent: ascent / 100, descent: descent / 100 });
    }
    return results;
  }, lines);
  for (const { weight, scale, ascent, descent } of rows) {
    const percent = (value: number) => `${value.toFixed(2)}%`;
    // Overrides apply to the size-adjusted font: divide by the scale to keep Manrope's box.
    console.log(
      `weight ${weight}: size-adjust: ${percent(scale * 100)}; ascent-override: ${percent(ascent / scale)}; descent-override: ${percent(descent / scale)}; line-gap-override: 0%;`,
    );
  }
} finally {
  await browser.close();
}
