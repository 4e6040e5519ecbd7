import type { Kysely } from "kysely";
import { fallbackLanguage, type Language } from "../../common/i18n/languages";
import type { Author, AuthorBio, AuthorOnPage } from "../../common/user";
import { mediaIdOfUrl } from "../../common/media-address";
import { slugify } from "../../common/slug";
import type { DB } from "./schema.server";

// Staff as the authors of posts (docs/decisions/039): the address of their author page,
// their bio per language and their photo.

/**
 * An author page's address from a name, made as every other slug is (`common/slug.ts`):
 * `Nigar Əliyeva` → `nigar-eliyeva`. Slugs already stored keep their spelling: a user's
 * slug changes only with their name.
 */
export function authorSlug(name: string): string {
  return slugify(name) || "author";
}

/** The slug of `name`, or the first free one of `slug-2`, `slug-3`… among other users. */
export async function uniqueAuthorSlug(db: Kysely<DB>, name: string, exceptUserId?: string): Promise<string> {
  const base = authorSlug(name);
  let query = db
    .selectFrom("users")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptUserId) query = query.where("id", "!=", exceptUserId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The stored bio JSON as all four languages (missing ones empty). */
export function parseAuthorBio(json: string): AuthorBio {
  const stored = JSON.parse(json) as Partial<AuthorBio>;
  return { en: stored.en ?? "", tr: stored.tr ?? "", ru: stored.ru ?? "", az: stored.az ?? "" };
}

/** Active staff, by name: who may be chosen as a post's author. */
export async function listAuthors(db: Kysely<DB>): Promise<Author[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "role"])
    .where("deactivatedAt", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, role: row.role }));
}

/** Whether the id is a staff member who may be named a post's author: one that exists and is active. */
export async function isActiveAuthor(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", id)
    .where("deactivatedAt", "is", null)
    .executeTakeFirst();
  return Boolean(row);
}

type AuthorRow = { id: string; name: string; slug: string; bio: string; photo: string | null };

/**
 * An upload's smallest stored width (480 px at most): a photo shown at a few dozen pixels
 * need not load the 1600 px copy the media library names. Other addresses stay as they are.
 */
async function smallPhoto(db: Kysely<DB>, photo: string | null): Promise<string | null> {
  const mediaId = mediaIdOfUrl(photo);
  if (!mediaId) return photo;
  const media = await db.selectFrom("media").select("widths").where("id", "=", mediaId).executeTakeFirst();
  const smallest = media && (JSON.parse(media.widths) as number[])[0];
  return smallest ? `/media/${mediaId}-${smallest}.webp` : photo;
}

async function toAuthorOnPage(db: Kysely<DB>, row: AuthorRow, language: Language): Promise<AuthorOnPage> {
  const bio = parseAuthorBio(row.bio);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    photo: await smallPhoto(db, row.photo),
    bio: bio[language] || bio[fallbackLanguage],
  };
}

const authorColumns = ["id", "name", "slug", "bio", "photo"] as const;

/** A post's author as its page shows them, the bio in `language` (English without one). */
export async function findAuthorOnPage(
  db: Kysely<DB>,
  id: string,
  language: Language,
): Promise<AuthorOnPage | undefined> {
  const row = await db.selectFrom("users").select(authorColumns).where("id", "=", id).executeTakeFirst();
  return row && toAuthorOnPage(db, row, language);
}

/**
 * The author at this address, when they have a published post: an author page exists for
 * people who have written for the blog, deactivated since or not.
 */
export async function findPublishedAuthor(
  db: Kysely<DB>,
  slug: string,
  language: Language,
): Promise<AuthorOnPage | undefined> {
  const row = await db
    .selectFrom("users")
    .select(authorColumns)
    .where("slug", "=", slug)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("posts")
          .select("posts.id")
          .whereRef("posts.authorId", "=", "users.id")
          .where("posts.status", "=", "published"),
      ),
    )
    .executeTakeFirst();
  return row && toAuthorOnPage(db, row, language);
}

/** The slugs of every author with a published post, and when their newest was last changed: the sitemap's rows. */
export async function listPublishedAuthorStamps(db: Kysely<DB>): Promise<{ slug: string; updatedAt: Date | string }[]> {
  return db
    .selectFrom("users")
    .innerJoin("posts", "posts.authorId", "users.id")
    .select((eb) => ["users.slug", eb.fn.max("posts.updatedAt").as("updatedAt")])
    .where("posts.status", "=", "published")
    .groupBy("users.slug")
    .orderBy("users.slug")
    .execute();
}
