// Old addresses as the redirects keep them (decision 053): a path on the old site, starting
// with "/", relative to the old site's base address (a blog at example.com/blog gives
// "/2024/05/hello/" for example.com/blog/2024/05/hello/), its query kept (`/?p=12`).

/** The base address without its trailing slash, or undefined when it is not an http(s) URL. */
export function normaliseBaseUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return undefined;
  }
}

/**
 * The path of `address` (absolute, or relative to the base) under `baseUrl`. An absolute
 * address on another host, or outside the base's path, still gives its own path: the old
 * site answered it, and only its path can reach the new one.
 */
export function oldPathOf(address: string | undefined, baseUrl: string | undefined): string | undefined {
  const trimmed = address?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, baseUrl ? `${baseUrl}/` : "http://old.invalid/");
  } catch {
    return undefined;
  }
  let path = url.pathname;
  const basePath = baseUrl ? new URL(`${baseUrl}/`).pathname.replace(/\/$/, "") : "";
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || "/";
  return `${path}${url.search}`;
}

/** The paths, without blanks and repeats, in first-seen order. */
export function distinctPaths(paths: (string | undefined)[]): string[] {
  return [...new Set(paths.filter((path): path is string => Boolean(path)))];
}
