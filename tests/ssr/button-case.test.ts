import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "../../server/seed/demo-posts.server";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { visibleText } from "../support/html";
import { seededPublicPagePaths } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";

// One button case across the site (issue 30): buttons and links speak in sentence case
// ("Request a quote"), never Title Case ("Request a Quote"). Names keep their capitals:
// the agency's, the content's own titles (a service, a project, a post), brands.

/** Link texts that are names, not labels: each content item's title or name, the posts', and their authors' (the team). */
const names = new Set<string>([
  ...demoContent.team.map((item) => item.fields.name as string),
  ...demoContent.services.map((item) => item.text.en!.title as string),
  ...demoContent.projects.map((item) => item.fields.name as string),
  ...demoContent.partners.map((item) => item.fields.name as string),
  ...demoPosts.map((post) => post.title),
]);
/** Words that are capitalised in any sentence: brands, places, languages. */
const properNouns =
  /^(WhatsApp|Instagram|Facebook|LinkedIn|Telegram|YouTube|Google|Android|Baku|Azerbaijan|English|Türkçe|Русский|Azərbaycanca|FAQ|UI\/UX|SEO|I)$/;
/** Names of more than one word, and quoted titles (a post's, in "Read more about “…”"). */
const namedPhrases = /Nova Digital|PageSpeed Insights|“[^”]*”/g;

/** Whether a label writes a word after its first with a capital, as Title Case does. */
function titleCased(label: string): boolean {
  const words = label
    .replace(namedPhrases, "")
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  return words
    .slice(1)
    .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.test(word.replace(/[^\p{L}/]/gu, "")));
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

describe("buttons and links in English", () => {
  it("are in sentence case on every public page", async () => {
    const offending: string[] = [];
    for (const path of [...seededPublicPagePaths, "/blog/" + demoPosts[0]!.slug]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      for (const [, , inner] of html.matchAll(/<(a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
        // Each piece of text on its own: a card that is a button holds a title and a sentence.
        for (const piece of inner!.split(/<[^>]+>/)) {
          const label = visibleText(piece).trim();
          if (label && !names.has(label) && titleCased(label)) offending.push(`${path}: ${label}`);
        }
      }
    }
    expect([...new Set(offending)]).toEqual([]);
  });

  it("tells Title Case from sentence case", () => {
    expect(titleCased("Request a Quote")).toBe(true);
    expect(titleCased("Download Brochure")).toBe(true);
    expect(titleCased("Request a quote")).toBe(false);
    expect(titleCased("Chat with us on WhatsApp")).toBe(false);
    expect(titleCased("BUY NOW")).toBe(false);
  });
});
