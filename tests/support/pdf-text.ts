import { inflateSync } from "node:zlib";

/**
 * The text of a PDF as pdfkit writes it, read back without a PDF library: each font's
 * ToUnicode map turns the glyph codes of the content streams into letters. Text drawn at
 * the same height joins into one line (pdfkit writes a line in several runs when it mixes
 * fonts); a new height starts a new line.
 */
export function pdfText(pdf: Buffer): string {
  const objects = new Map<string, { dictionary: string; stream?: Buffer }>();
  const source = pdf.toString("latin1");
  // Object by object; a stream is read by its /Length, as its bytes may hold anything.
  const objectStart = /(\d+) 0 obj\s*/g;
  for (let match = objectStart.exec(source); match; match = objectStart.exec(source)) {
    const bodyStart = match.index + match[0].length;
    const streamAt = source.indexOf("stream", bodyStart);
    const endAt = source.indexOf("endobj", bodyStart);
    if (streamAt === -1 || endAt < streamAt) {
      objects.set(match[1]!, { dictionary: source.slice(bodyStart, endAt) });
      continue;
    }
    const dictionary = source.slice(bodyStart, streamAt);
    const dataStart = source.indexOf("\n", streamAt) + 1;
    const raw = pdf.subarray(dataStart, dataStart + Number(dictionary.match(/\/Length (\d+)/)![1]));
    objects.set(match[1]!, { dictionary, stream: dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw });
    objectStart.lastIndex = source.indexOf("endobj", dataStart + raw.length);
  }
  const streamOf = (reference: string) => objects.get(reference)?.stream?.toString("latin1") ?? "";

  const unicodeMaps = new Map<string, Map<number, string>>();
  const unicodeMap = (fontObject: string) => {
    let map = unicodeMaps.get(fontObject);
    if (map) return map;
    map = new Map();
    const toUnicode = objects.get(fontObject)?.dictionary.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode ? streamOf(toUnicode) : "";
    const decode = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");
    for (const [, low, high, list] of cmap.matchAll(/<([\da-f]+)>\s*<([\da-f]+)>\s*\[([^\]]*)\]/gi)) {
      // A ligature maps to several letters, written with spaces: <0066 0069> is "fi".
      const targets = [...list!.matchAll(/<([\da-f\s]+)>/gi)].map(([, hex]) => decode(hex!.replace(/\s/g, "")));
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) {
        map.set(code, targets[code - parseInt(low!, 16)] ?? "");
      }
    }
    unicodeMaps.set(fontObject, map);
    return map;
  };

  const lines: string[] = [];
  let lastY: string | undefined;
  for (const { dictionary } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dictionary)) continue;
    const resources = objects.get(dictionary.match(/\/Resources (\d+) 0 R/)![1]!)!.dictionary;
    const fonts = Object.fromEntries(
      [...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, reference]) => [name!, reference!]),
    );
    const contents = streamOf(dictionary.match(/\/Contents (\d+) 0 R/)![1]!);
    let map = new Map<number, string>();
    // In drawing order: a text position (its height), a font, a string of glyph codes.
    for (const [, y, font, hex] of contents.matchAll(/([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|<([\da-f]+)>/gi)) {
      if (y !== undefined) {
        if (y !== lastY) lines.push("");
        lastY = y;
      } else if (font) map = unicodeMap(fonts[font]!);
      else
        lines[lines.length - 1] += hex!
          .match(/.{4}/g)!
          .map((code) => map.get(parseInt(code, 16)) ?? "")
          .join("");
    }
  }
  return lines.join("\n");
}
