import { type Language, languageCookieName, matchLanguage } from "./languages";

/**
 * The spec's detection order: `?lng=`, the cookie, local storage, session storage, then
 * the browser's languages (Accept-Language on the server, navigator.languages in the
 * browser). Storage lives only in the browser, which also writes the cookie whenever it
 * caches a choice, so both sides agree. An unsupported value at one step is skipped.
 */
export function detectLanguage(request: {
  query: URLSearchParams;
  cookieHeader?: string | null;
  /** Local then session storage's cached choice (browser only). */
  stored?: (string | null | undefined)[];
  acceptLanguage?: string | null;
}): Language | undefined {
  return (
    matchLanguage(request.query.get("lng")) ??
    matchLanguage(readCookie(request.cookieHeader, languageCookieName)) ??
    (request.stored ?? []).map(matchLanguage).find(Boolean) ??
    matchAcceptLanguage(request.acceptLanguage)
  );
}

function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function matchAcceptLanguage(header: string | null | undefined): Language | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return undefined;
}
