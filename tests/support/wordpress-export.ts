import { type WxrItem, wxrDocument } from "./wxr";

// A small WordPress export of the old agency's site, for the import's API and browser tests
// (as ghost-export.ts is for Ghost): one author, one category, and the posts given, each by
// that author, published in that category under a dated permalink unless it says otherwise.

const oldAgencySite = { title: "Old agency", baseUrl: "https://old-agency.example" };

export type WordpressPost = Partial<WxrItem> & Pick<WxrItem, "id" | "title" | "slug"> & { dateGmt: string };

/** The export's text: `author` writes every post, filed under `category` unless it names its own terms. */
export function wordpressExport({
  author,
  category,
  posts,
}: {
  author: { login: string; displayName: string };
  category: { slug: string; name: string };
  posts: WordpressPost[];
}): string {
  return wxrDocument(
    oldAgencySite,
    [{ id: 3, email: `${author.login}@old-agency.example`, ...author }],
    [{ element: "category", id: 5, ...category }],
    posts.map((post) => ({
      // WordPress's "day and name" permalinks, without the day: /2025/03/slug/.
      link: `${oldAgencySite.baseUrl}/${post.dateGmt.slice(0, 4)}/${post.dateGmt.slice(5, 7)}/${post.slug}/`,
      type: "post",
      status: "publish",
      creator: author.login,
      terms: [{ domain: "category", ...category }],
      ...post,
    })),
  );
}
