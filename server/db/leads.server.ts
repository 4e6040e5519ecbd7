import { type Kysely, type Selectable, sql } from "kysely";
import {
  type LeadCounts,
  type LeadListQuery,
  type LeadStatus,
  type LeadStatusCounts,
  leadStatuses,
} from "../../common/leads";
import type { DB } from "./schema.server";

/** The tables holding leads: applications, contact messages and logo orders, each with a status and notes. */
export type LeadTable = "applications" | "contactMessages" | "logoOrders";
/** A row of one of them, with the columns every lead has. */
export type LeadRow<T extends LeadTable> = Selectable<DB[T]> & {
  id: string;
  name: string;
  email: string;
  status: LeadStatus;
};

/** What staff change on a lead; `readAt` only exists on contact messages. */
export interface LeadChange {
  status?: LeadStatus;
  notes?: string;
  readAt?: string | null;
}

// Kysely cannot type a query over a table chosen at run time. Every query below touches
// only the columns the lead tables share (id, status, notes, createdAt; readAt is only
// ever sent for contact messages), so each is typed against one of them and its rows are
// given back as the caller's table.
const asQueried = (table: LeadTable) => table as "contactMessages";

/** Newest first; `status` keeps the leads of one status. */
export async function listLeads<T extends LeadTable>(
  db: Kysely<DB>,
  table: T,
  { status }: LeadListQuery,
): Promise<LeadRow<T>[]> {
  let query = db.selectFrom(asQueried(table)).selectAll();
  if (status) query = query.where("status", "=", status);
  return (await query.orderBy("createdAt", "desc").orderBy("id", "desc").execute()) as LeadRow<T>[];
}

/** One lead by id, or undefined. */
export async function findLead<T extends LeadTable>(
  db: Kysely<DB>,
  table: T,
  id: string,
): Promise<LeadRow<T> | undefined> {
  return (await db.selectFrom(asQueried(table)).selectAll().where("id", "=", id).executeTakeFirst()) as
    LeadRow<T> | undefined;
}

/**
 * Applies a change to one lead; answers it as it was and as it is now, or undefined when
 * the id is unknown. Both in one transaction, so `before` is what this change replaced.
 */
export function changeLead<T extends LeadTable>(
  db: Kysely<DB>,
  table: T,
  id: string,
  change: LeadChange,
): Promise<{ before: LeadRow<T>; after: LeadRow<T> } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom(asQueried(table)).selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable(asQueried(table))
      .set(change)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before, after } as { before: LeadRow<T>; after: LeadRow<T> };
  });
}

async function statusCounts(db: Kysely<DB>, table: LeadTable): Promise<LeadStatusCounts> {
  const rows = await db
    .selectFrom(asQueried(table))
    .select(["status", sql<number | string>`count(*)`.as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as LeadStatusCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** How many leads of each kind are in each status, and how many messages are unread. */
export async function leadCounts(db: Kysely<DB>): Promise<LeadCounts> {
  const [applications, contactMessages, logoOrders, unread] = await Promise.all([
    statusCounts(db, "applications"),
    statusCounts(db, "contactMessages"),
    statusCounts(db, "logoOrders"),
    db
      .selectFrom("contactMessages")
      .select(sql<number | string>`count(*)`.as("count"))
      .where("readAt", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return { applications, contactMessages: { ...contactMessages, unread: Number(unread.count) }, logoOrders };
}
