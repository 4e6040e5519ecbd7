import { readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2]; const pkg = process.argv[3];
const code = readFileSync(file, "utf8");
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + ".map", "utf8")));
const lines = code.split("\n");
const mappings = []; map.eachMapping((m) => mappings.push(m));
const srcCache = new Map();
function topLevelName(source, line) {
  if (!srcCache.has(source)) { const c = map.sourceContentFor(source, true); srcCache.set(source, c ? c.split("\n") : []); }
  const ls = srcCache.get(source);
  for (let i = line - 1; i >= 0; i--) { const l = ls[i]; if (l && /^(export )?(async )?(function\*?|var|let|const|class) /.test(l)) return l.slice(0, 60); }
  return "?";
}
const sizes = new Map();
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const len = n && n.generatedLine === m.generatedLine ? n.generatedColumn - m.generatedColumn : lines[m.generatedLine - 1].length - m.generatedColumn;
  if (!m.source || !m.source.includes(pkg)) continue;
  const k = m.source.replace(/.*node_modules\//, "") + " :: " + topLevelName(m.source, m.originalLine);
  sizes.set(k, (sizes.get(k) || 0) + len);
}
[...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4]||60)).forEach(([s, n]) => console.log(String(n).padStart(7), s));
