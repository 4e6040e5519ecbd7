import { type Kysely, sql } from "kysely";
import { trashDays } from "../../common/post";
import type { ChangedVersion } from "./articles.server";
import { announcePublicChange } from "./public-changes.server";
import type { DB } from "./schema.server";

// What happens to posts at a moment (decision 037): scheduled drafts are published,
// versions due to be taken down become drafts, and the trash is emptied of what has been
// there for `trashDays`. Each change is one conditional UPDATE or DELETE … RETURNING: when
// several instances run it at once on PostgreSQL, the row lock makes the others re-read the
// row, which no longer matches, so exactly one of them changes it, and only that one
// announces the change.

const dayMs = 24 * 60 * 60 * 1000;

/** What one run changed. */
export interface DuePostChanges {
  published: ChangedVersion[];
  unpublished: ChangedVersion[];
  purged: ChangedVersion[];
}

/** Applies every post change due at `now`; announces it to the caches when there was one. */
export async function runDuePostChanges(db: Kysely<DB>, now = new Date()): Promise<DuePostChanges> {
  const timestamp = now.toISOString();
  // A version both due to go up and to come down goes up first, then down, in one run.
  const published = await db
    .updateTable("posts")
    .set({
      status: "published",
      // The scheduled moment is its publishing date, even when an instance comes late.
      publishedAt: sql`coalesce(published_at, publish_at)`,
      publishAt: null,
      updatedAt: timestamp,
    })
    .where("status", "=", "draft")
    .where("deletedAt", "is", null)
    .where("publishAt", "<=", timestamp)
    .returning(["id", "title"])
    .execute();
  const unpublished = await db
    .updateTable("posts")
    .set({ status: "draft", unpublishAt: null, updatedAt: timestamp })
    .where("status", "=", "published")
    .where("unpublishAt", "<=", timestamp)
    .returning(["id", "title"])
    .execute();
  const purged = await db
    .deleteFrom("posts")
    .where("deletedAt", "<=", new Date(now.getTime() - trashDays * dayMs).toISOString())
    .returning(["id", "title"])
    .execute();
  if (published.length || unpublished.length || purged.length) await announcePublicChange(db);
  return { published, unpublished, purged };
}

/** The next moment a post change falls due, or undefined when none is pending. */
export async function nextPostChangeAt(db: Kysely<DB>): Promise<Date | undefined> {
  const [publish, unpublish, trash] = await Promise.all([
    db
      .selectFrom("posts")
      .select(sql<Date | string | null>`min(publish_at)`.as("at"))
      .where("status", "=", "draft")
      .where("deletedAt", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("posts")
      .select(sql<Date | string | null>`min(unpublish_at)`.as("at"))
      .where("status", "=", "published")
      .executeTakeFirst(),
    db
      .selectFrom("posts")
      .select(sql<Date | string | null>`min(deleted_at)`.as("at"))
      .executeTakeFirst(),
  ]);
  const moments = [
    publish?.at && new Date(publish.at).getTime(),
    unpublish?.at && new Date(unpublish.at).getTime(),
    trash?.at && new Date(trash.at).getTime() + trashDays * dayMs,
  ].filter((moment): moment is number => typeof moment === "number");
  return moments.length ? new Date(Math.min(...moments)) : undefined;
}
