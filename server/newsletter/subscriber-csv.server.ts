import type { Language } from "../../common/i18n/languages";
import { newsletterEmailAddress } from "../../common/newsletter";

/** One CSV field unquoted ("a ""b""" → a "b"). */
const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/s, "$1")
    .replace(/""/g, '"')
    .trim();

/**
 * The addresses of an import: one per line, in an `email` column (the first column when the
 * header names none) and an optional `language` column; `,` or `;` separates. Lines without a
 * valid address are counted, not kept; an address given twice is kept once.
 */
export function parseSubscriberCsv(
  csv: string,
  fallback: Language,
  isLanguage: (value: unknown) => value is Language,
): { entries: { email: string; language: Language }[]; invalid: number } {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim());
  const split = (line: string) => line.split(/[,;](?=(?:[^"]*"[^"]*")*[^"]*$)/).map(unquote);
  const header = split(lines[0] ?? "").map((name) => name.toLowerCase());
  const hasHeader = header.includes("email");
  const emailColumn = hasHeader ? header.indexOf("email") : 0;
  const languageColumn = hasHeader ? header.indexOf("language") : -1;
  const seen = new Map<string, Language>();
  let invalid = 0;
  for (const line of hasHeader ? lines.slice(1) : lines) {
    const fields = split(line);
    const email = newsletterEmailAddress.safeParse(fields[emailColumn] ?? "");
    if (!email.success) {
      invalid += 1;
      continue;
    }
    const language = fields[languageColumn]?.toLowerCase();
    if (!seen.has(email.data)) seen.set(email.data, isLanguage(language) ? language : fallback);
  }
  return { entries: [...seen].map(([email, language]) => ({ email, language })), invalid };
}
