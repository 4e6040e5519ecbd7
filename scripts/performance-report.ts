import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const reportFile = path.resolve(import.meta.dirname, "../docs/PERFORMANCE.md");

const header = `# Performance

Measured by \`npm run bench\` and \`npm run lighthouse\` on a fresh clone; each command
rewrites its own section. Targets (docs/ARCHITECTURE.md, Budgets): cached public pages at
least 3,000 req/s with p99 under 50 ms at 50 connections with a browser's Accept-Encoding,
peak resident memory under 250 MiB, idle under 120 MiB, under 1 s from start to first
answer; Lighthouse mobile 100 in every category on every public page.
`;

/** Replaces the section between `<!-- name -->` markers in docs/PERFORMANCE.md (adding it if absent). */
export function replaceSection(name: string, body: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const current = existsSync(reportFile) ? readFileSync(reportFile, "utf8") : header;
  const section = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(reportFile, next);
}
