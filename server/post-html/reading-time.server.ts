import { htmlToText } from "./sanitize-html.server";

/** An average reader's pace: the one rule behind every "N min read" on the site. */
const wordsPerMinute = 200;

/** Minutes an average reader needs for the text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** Minutes an average reader needs for a post's (sanitised) HTML: its text, not its markup. */
export function postReadingMinutes(html: string): number {
  return readingMinutes(htmlToText(html));
}
