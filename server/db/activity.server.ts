import type { Kysely } from "kysely";
import type { ActivityChanges, ActivityEntry, ActivityKind, ActivitySubject } from "../../common/dashboard";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";

export async function recordActivity(
  db: Kysely<DB>,
  event: {
    kind: ActivityKind;
    subjectId: string;
    title: string;
    actorId?: string | null;
    /** What an edit changed (server/db/activity-changes.server.ts). */
    changes?: ActivityChanges | null;
  },
): Promise<void> {
  await db
    .insertInto("activityEvents")
    .values({
      id: newId(),
      kind: event.kind,
      subjectId: event.subjectId,
      subjectTitle: event.title,
      actorId: event.actorId ?? null,
      changes: event.changes ? JSON.stringify(event.changes) : null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/** The latest events, newest first, of one subject (posts, users…) or one actor when asked. */
export async function listActivity(
  db: Kysely<DB>,
  {
    limit,
    offset = 0,
    subject,
    actorId,
  }: { limit: number; offset?: number; subject?: ActivitySubject; actorId?: string },
): Promise<{ items: ActivityEntry[]; total: number }> {
  let query = db.selectFrom("activityEvents");
  if (subject) query = query.where("activityEvents.kind", "like", `${subject}.%` as ActivityKind);
  if (actorId) query = query.where("activityEvents.actorId", "=", actorId);
  const [rows, { total }] = await Promise.all([
    query
      .leftJoin("users", "users.id", "activityEvents.actorId")
      .selectAll("activityEvents")
      .select("users.name as actorName")
      .orderBy("activityEvents.createdAt", "desc")
      .orderBy("activityEvents.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    title: row.subjectTitle,
    actor: row.actorId && row.actorName ? { _id: row.actorId, name: row.actorName } : null,
    changes: row.changes ? (JSON.parse(row.changes) as ActivityChanges) : null,
    createdAt: toIsoString(row.createdAt),
  }));
  return { items, total: Number(total) };
}
