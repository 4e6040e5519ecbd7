// A Ghost export ("Settings → Labs → Export") as its JSON is laid out, for the import's API
// and browser tests: the posts table given, the other tables empty.

export type GhostPost = Record<string, unknown> & { id: string; title: string; slug: string };

/** The export's text, as Ghost writes it (one `db` entry with its meta and tables). */
export function ghostExport(posts: GhostPost[]): string {
  return JSON.stringify({
    db: [{ meta: { exported_on: 1764300000000, version: "5.101.0" }, data: { posts } }],
  });
}
