import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text of an HTML document as a reader sees it: tags dropped, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code] ?? whole;
    })
    .replace(/\s+/g, " ");
}

type Tree = { [key: string]: unknown };

/** A locale file's text by dotted key, e.g. `locale("tr", "home", "hero.subtitle")`. */
/** A field message, where the app looks for it: the public forms' in `common`, the admin's own in `admin`. */
export function validationText(language: string, key: string): string {
  try {
    return locale(language, "common", key);
  } catch {
    return locale(language, "admin", key);
  }
}

export function locale(language: string, namespace: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../../common/i18n/locales/${language}/${namespace}.json`);
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Tree)?.[part], JSON.parse(readFileSync(file, "utf8")));
  if (typeof value !== "string") throw new Error(`No text at ${language}:${namespace}:${key}`);
  return value;
}

/**
 * Whether the page's Content-Security-Policy lets every inline script run, by nonce or by
 * SHA-256 hash, without 'unsafe-inline'. Returns the scripts it would block.
 */
export function scriptsBlockedByPolicy(html: string, policy: string): string[] {
  const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  if (scriptSrc.includes("'unsafe-inline'")) return ["'unsafe-inline' is allowed"];
  const blocked: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    const nonce = attributes.match(/nonce="([^"]+)"/)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    if (!(nonce && scriptSrc.includes(`'nonce-${nonce}'`)) && !scriptSrc.includes(hash))
      blocked.push(body.slice(0, 80));
  }
  return blocked;
}

/** The `content` of each `<meta>` with `attribute="key"` in server HTML, its entities decoded. */
export const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) =>
    match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
