import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
import { brotliCompressSync } from "node:zlib";
const file = process.argv[2];
const code = readFileSync(file, "utf8");
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const sizes = new Map();
let last = null;
const mappings = [];
map.eachMapping((m) => mappings.push(m));
// attribute each segment's bytes until next mapping
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  let src = (m.source || "?").replace(/.*node_modules\//, "nm:").replace(/.*\/jsdiet\//, "");
  src = src.replace(/^nm:((@[^/]+\/)?[^/]+).*/, "nm:$1");
  if (!process.argv[3]) {} else src = (m.source||"?").replace(/.*node_modules\//, "").replace(/.*\/jsdiet\//, "");
  sizes.set(src, (sizes.get(src) || 0) + len);
}
const total = code.length;
console.log("total", total, "br", brotliCompressSync(code).length);
[...sizes].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([s, n]) => console.log(String(n).padStart(8), (n/total*100).toFixed(1)+"%", s));
