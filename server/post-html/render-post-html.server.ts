import { highlightCodeBlocks } from "./highlight-code.server";
import { sanitizePostHtml } from "./sanitize-html.server";

/**
 * What is done to post HTML before it is stored: the allow-list, then code blocks
 * highlighted (their spans checked by the allow-list again). Whoever writes a post (API,
 * seed, preview) stores or shows this, so pages render it as it is.
 */
export function renderPostHtml(html: string): string {
  return sanitizePostHtml(highlightCodeBlocks(sanitizePostHtml(html)));
}

/**
 * Raised when `renderPostHtml` changes what it makes of stored HTML: posts stored before
 * are rendered again once, at start-up (server/db/stored-post-html.server.ts).
 * 2: code blocks highlighted.
 */
export const postHtmlVersion = 2;
