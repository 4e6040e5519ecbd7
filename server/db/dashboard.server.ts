import { type Kysely, sql } from "kysely";
import type { DB } from "./schema";

/** A figure with the count of new items in the last 30 days and in the 30 days before. */
export interface Stat {
  value: number;
  last30Days: number;
  previous30Days: number;
}

export interface DashboardStats {
  /** Published posts; new = published in the window. */
  publishedPosts: Stat;
  /** Drafts; new = drafts created in the window. */
  draftPosts: Stat;
  /** Applications received in the last 30 days. */
  applications: Stat;
  /** Unread contact messages; new = messages received in the window, read or not. */
  unreadMessages: Stat;
}

const day = 24 * 60 * 60 * 1000;

type Count = number | string;

/**
 * The dashboard's four figures, each with the change against the previous 30 days.
 * Timestamps are ISO strings on SQLite and timestamptz on PostgreSQL: both compare
 * correctly with an ISO string.
 */
export async function dashboardStats(db: Kysely<DB>, now: Date = new Date()): Promise<DashboardStats> {
  const from30 = new Date(now.getTime() - 30 * day).toISOString();
  const from60 = new Date(now.getTime() - 60 * day).toISOString();
  const total = sql<Count>`count(*)`.as("total");
  const windows = (column: string) => {
    const ref = sql.ref(column);
    return [
      sql<Count>`count(*) filter (where ${ref} >= ${from30})`.as("last"),
      sql<Count>`count(*) filter (where ${ref} >= ${from60} and ${ref} < ${from30})`.as("previous"),
    ] as const;
  };

  const [published, drafts, applications, messages] = await Promise.all([
    db.selectFrom("posts").where("status", "=", "published").select([total, ...windows("publishedAt")]).executeTakeFirstOrThrow(),
    db.selectFrom("posts").where("status", "=", "draft").select([total, ...windows("createdAt")]).executeTakeFirstOrThrow(),
    db.selectFrom("applications").select(windows("createdAt")).executeTakeFirstOrThrow(),
    db
      .selectFrom("contactMessages")
      .select([sql<Count>`count(*) filter (where read_at is null)`.as("total"), ...windows("createdAt")])
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
  };
}
