import { type Kysely, sql } from "kysely";
import type { Dashboard, Stat } from "../../common/dashboard";
import type { DB } from "./schema.server";

const day = 24 * 60 * 60 * 1000;

type Count = number | string;

/**
 * The dashboard's figures, each with the change against the previous 30 days. Posts count
 * as articles (decision 037): an article with a published version counts once among the
 * published, whatever its languages, as the posts list filtered by state does.
 * Timestamps are ISO strings on SQLite and timestamptz on PostgreSQL: both compare
 * correctly with an ISO string.
 */
export async function dashboardStats(db: Kysely<DB>, now: Date = new Date()): Promise<Dashboard["stats"]> {
  const from30 = new Date(now.getTime() - 30 * day).toISOString();
  const from60 = new Date(now.getTime() - 60 * day).toISOString();
  const windows = (column: string, counted = sql`*`) => {
    const ref = sql.ref(column);
    return [
      sql<Count>`count(${counted}) filter (where ${ref} >= ${from30})`.as("last"),
      sql<Count>`count(${counted}) filter (where ${ref} >= ${from60} and ${ref} < ${from30})`.as("previous"),
    ] as const;
  };
  const articles = sql`distinct translation_group`;
  const articleTotal = sql<Count>`count(${articles})`.as("total");

  const [published, drafts, applications, messages, logoOrders] = await Promise.all([
    db
      .selectFrom("posts")
      .where("status", "=", "published")
      .select([articleTotal, ...windows("publishedAt", articles)])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("posts")
      .where("status", "=", "draft")
      .where("publishAt", "is", null)
      .where("deletedAt", "is", null)
      .select([articleTotal, ...windows("createdAt", articles)])
      .executeTakeFirstOrThrow(),
    db.selectFrom("applications").select(windows("createdAt")).executeTakeFirstOrThrow(),
    db
      .selectFrom("contactMessages")
      .select([sql<Count>`count(*) filter (where read_at is null)`.as("total"), ...windows("createdAt")])
      .executeTakeFirstOrThrow(),
    // Logo orders are leads once paid or downloaded for an email; an unpaid checkout is not.
    db
      .selectFrom("logoOrders")
      .where("paymentStatus", "in", ["paid", "free"])
      .select(windows("createdAt"))
      .executeTakeFirstOrThrow(),
  ]);
  const stat = (value: Count, counts: { last: Count; previous: Count }): Stat => ({
    value: Number(value),
    last30Days: Number(counts.last),
    previous30Days: Number(counts.previous),
  });
  return {
    publishedPosts: stat(published.total, published),
    draftPosts: stat(drafts.total, drafts),
    applications: stat(applications.last, applications),
    unreadMessages: stat(messages.total, messages),
    logoOrders: stat(logoOrders.last, logoOrders),
  };
}
