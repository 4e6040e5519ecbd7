import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../common/media";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { seededPublicPagePaths } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";

// The seeded site's pictures are library images (docs/decisions/041): what its pages show
// can be found, replaced and given a focal point by staff.

let server: RunningServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server?.dispose());

/**
 * The blog's category pictures stand in for a post without a cover (decision 016): the
 * theme's, chosen by code rather than by an editor, so they stay static files.
 */
const themePicture = /^\/images\/blog\/default(-[a-z]+)?\.svg$/;

/** Every image address a page's HTML loads: `src` and `srcset` of its images, and `url()` in inline styles. */
function imageAddresses(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const sets = [...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
    match[1]!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );
  const styles = [...html.matchAll(/url\((?:&quot;|["'])?([^)"'&]+)/g)].map((match) => match[1]!);
  return [...sources, ...sets, ...styles];
}

describe("the seeded site's pictures", () => {
  it("are in the media library, described by their drawings", async () => {
    const { status, body } = await admin.call<MediaItem[]>("GET", "/api/media");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(60);
    const names = body.map((item) => item.originalName);
    for (const folder of ["projects", "services", "team", "partners", "blog"]) {
      expect(
        names.some((name) => name.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    }
    expect(body.every((item) => item.alt.en.length > 0)).toBe(true);
  });

  it("are the only pictures from /images/ or /media/ every public page and post shows, apart from the blog's category pictures", async () => {
    const library = new Set(
      ((await admin.call<MediaItem[]>("GET", "/api/media")).body as MediaItem[]).flatMap((item) =>
        item.variants.map((variant) => variant.url),
      ),
    );
    // Each post's versions share its cover: the English ones stand for them.
    const { posts } = (await (await fetch(`${server.url}/api/posts?limit=50`)).json()) as {
      posts: { slug: string; language: string }[];
    };
    const english = posts.filter((post) => post.language === "en");
    expect(english.length).toBeGreaterThan(0);
    const pages = [...seededPublicPagePaths, ...english.map((post) => `/blog/${post.slug}`)];
    let libraryImages = 0;
    for (const page of pages) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      for (const address of imageAddresses(await response.text())) {
        if (address.startsWith("/media/")) {
          expect(library.has(address), `${page} shows ${address}`).toBe(true);
          libraryImages += 1;
        } else if (address.startsWith("/images/")) {
          expect(address, `${page} shows a static picture`).toMatch(themePicture);
        }
      }
    }
    expect(libraryImages).toBeGreaterThan(60);
  }, 90_000);
});
