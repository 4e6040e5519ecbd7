import { createRequire } from "node:module";
import type PDFDocument from "pdfkit";
import { brochureFonts, fontRuns, type Weight } from "./brochure-fonts.server";

/** Everything a service's brochure prints, already in the visitor's language. */
export interface ServiceBrochure {
  language: string;
  siteName: string;
  title: string;
  subtitle: string;
  description: string;
  /** Timeline, team size, complexity and price, as label and value. */
  facts: { label: string; value: string }[];
  features: string[];
  benefits: string[];
  technologies: string[];
  process: { title: string; description: string; duration: string }[];
  headings: { overview: string; features: string; benefits: string; technologies: string; process: string };
  /** The closing lines: the next step, the page's address and how to reach the agency. */
  contact: { heading: string; lines: string[] };
}

const brand = "#2552e0";
const ink = "#0f172a";
const muted = "#475569";
const margin = 56;

type Doc = InstanceType<typeof PDFDocument>;

/** A stretch of a paragraph in one weight and colour. */
interface Piece {
  text: string;
  weight?: Weight;
  color?: string;
}

/** Part of a word in one font file, measured. */
interface Run {
  font: string;
  text: string;
  color: string;
  width: number;
}

/** A word as drawn: its runs, and whether a space follows it (where a line may break). */
interface Word {
  runs: Run[];
  width: number;
  spaceAfter: boolean;
}

/**
 * Writes a paragraph in Montserrat, each script from its own file (see brochure-fonts),
 * breaking lines only at spaces: pdfkit's own wrapping would break a word where its font
 * changes (in "nəticə", between "n" and "ə"), so lines are laid out here.
 */
function paragraph(
  doc: Doc,
  pieces: Piece[],
  {
    size = 11,
    indent = 0,
    gapAfter = 4,
    lineGap = 3,
  }: { size?: number; indent?: number; gapAfter?: number; lineGap?: number } = {},
) {
  const fonts = brochureFonts();
  const space = fonts[400][0]!.name;
  const measure = (font: string, text: string) => doc.font(font).fontSize(size).widthOfString(text);
  const words: Word[] = [];
  for (const { text, weight = 400, color = ink } of pieces) {
    for (const token of text.split(/(\s+)/)) {
      if (!token) continue;
      const last = words.at(-1);
      if (/^\s+$/.test(token)) {
        if (last) last.spaceAfter = true;
        continue;
      }
      const runs = fontRuns(token, fonts[weight]).map((run) => ({ ...run, color, width: measure(run.font, run.text) }));
      const width = runs.reduce((sum, run) => sum + run.width, 0);
      // A piece that starts without a space continues the word before it.
      if (last && !last.spaceAfter) {
        last.runs.push(...runs);
        last.width += width;
      } else words.push({ runs, width, spaceAfter: false });
    }
  }

  const left = doc.page.margins.left + indent;
  const maxWidth = doc.page.width - doc.page.margins.right - left;
  const spaceWidth = measure(space, " ");
  const lines: Word[][] = [];
  let lineWidth = 0;
  for (const word of words) {
    const line = lines.at(-1);
    if (line && lineWidth + spaceWidth + word.width <= maxWidth) {
      line.push(word);
      lineWidth += spaceWidth + word.width;
    } else {
      lines.push([word]);
      lineWidth = word.width;
    }
  }

  const lineHeight = doc.font(space).fontSize(size).currentLineHeight(true) + lineGap;
  let y = doc.y;
  for (const line of lines) {
    if (y + lineHeight > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let x = left;
    line.forEach((word, index) => {
      for (const run of word.runs) {
        doc.font(run.font).fontSize(size).fillColor(run.color).text(run.text, x, y, { lineBreak: false });
        x += run.width;
      }
      if (word.spaceAfter && index < line.length - 1) {
        doc.font(space).text(" ", x, y, { lineBreak: false });
        x += spaceWidth;
      }
    });
    y += lineHeight;
  }
  doc.x = doc.page.margins.left;
  doc.y = y + gapAfter;
}

function heading(doc: Doc, text: string) {
  doc.y += 14;
  paragraph(doc, [{ text, weight: 700, color: brand }], { size: 14, gapAfter: 6 });
}

function bullets(doc: Doc, items: string[]) {
  for (const item of items) paragraph(doc, [{ text: `•  ${item}` }], { indent: 4 });
}

/** The service's brochure as an A4 PDF, its fonts embedded (subset) so it reads the same anywhere. */
export function renderServiceBrochure(brochure: ServiceBrochure): Promise<Buffer> {
  // Required on first use: pdfkit holds about 25 MiB that a site nobody asks a brochure of never needs.
  const Pdf = createRequire(import.meta.url)("pdfkit") as typeof PDFDocument;
  const doc = new Pdf({
    size: "A4",
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    lang: brochure.language,
    displayTitle: true,
    info: { Title: `${brochure.title} | ${brochure.siteName}`, Author: brochure.siteName, Subject: brochure.subtitle },
  });
  for (const subsets of Object.values(brochureFonts())) {
    for (const subset of subsets) doc.registerFont(subset.name, subset.file);
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.rect(0, 0, doc.page.width, 8).fill(brand);
  paragraph(doc, [{ text: brochure.siteName.toUpperCase(), weight: 700, color: brand }], { size: 10, gapAfter: 18 });
  paragraph(doc, [{ text: brochure.title, weight: 700 }], { size: 26, gapAfter: 2 });
  paragraph(doc, [{ text: brochure.subtitle, color: muted }], { size: 14, gapAfter: 12 });
  for (const fact of brochure.facts) {
    paragraph(doc, [{ text: `${fact.label}: `, weight: 700 }, { text: fact.value }], { gapAfter: 1 });
  }

  heading(doc, brochure.headings.overview);
  paragraph(doc, [{ text: brochure.description }]);
  heading(doc, brochure.headings.features);
  bullets(doc, brochure.features);
  heading(doc, brochure.headings.benefits);
  bullets(doc, brochure.benefits);
  heading(doc, brochure.headings.technologies);
  paragraph(doc, [{ text: brochure.technologies.join("  ·  ") }]);

  heading(doc, brochure.headings.process);
  brochure.process.forEach((step, index) => {
    const duration = step.duration ? [{ text: ` (${step.duration})`, color: muted }] : [];
    paragraph(doc, [{ text: `${index + 1}. ${step.title}`, weight: 700 }, ...duration], { gapAfter: 1 });
    paragraph(doc, [{ text: step.description, color: muted }], { gapAfter: 8 });
  });

  heading(doc, brochure.contact.heading);
  for (const line of brochure.contact.lines) paragraph(doc, [{ text: line }], { gapAfter: 1 });

  doc.end();
  return done;
}
