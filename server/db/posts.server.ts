import type { Kysely } from "kysely";
import { slugify } from "../../common/slug";
import { newId } from "./database";
import type { DB, PostRow } from "./schema";

export interface PostInput {
  title: string;
  content: string;
  excerpt: string;
  slug?: string;
  image?: string | null;
  categoryId?: string | null;
  tags?: string[];
  status?: "draft" | "published";
  seo?: { title?: string; description?: string; keywords?: string[] };
}

/** Title and excerpt folded to lower case in JS, for case-insensitive search on both databases. */
export function postSearchText(input: { title: string; excerpt: string }): string {
  return `${input.title}\n${input.excerpt}`.toLocaleLowerCase();
}

/** The slug itself, or the first free one of `slug-2`, `slug-3`… */
export async function uniqueSlug(db: Kysely<DB>, wanted: string, exceptPostId?: string): Promise<string> {
  const base = slugify(wanted) || "post";
  let query = db
    .selectFrom("posts")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptPostId) query = query.where("id", "!=", exceptPostId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

export async function createPost(
  db: Kysely<DB>,
  input: PostInput,
  authorId: string | null,
  now: Date = new Date(),
): Promise<PostRow> {
  const status = input.status ?? "draft";
  const timestamp = now.toISOString();
  return db
    .insertInto("posts")
    .values({
      id: newId(),
      title: input.title,
      slug: await uniqueSlug(db, input.slug || input.title),
      content: input.content,
      excerpt: input.excerpt,
      image: input.image ?? null,
      categoryId: input.categoryId ?? null,
      tags: JSON.stringify(input.tags ?? []),
      status,
      seoTitle: input.seo?.title ?? "",
      seoDescription: input.seo?.description ?? "",
      seoKeywords: JSON.stringify(input.seo?.keywords ?? []),
      authorId,
      searchText: postSearchText(input),
      createdAt: timestamp,
      updatedAt: timestamp,
      publishedAt: status === "published" ? timestamp : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
