import type { Kysely } from "kysely";
import type { ActivityEntry, ActivityKind } from "../../common/dashboard";
import { newId, toIsoString } from "./database.server";
import type { DB } from "./schema.server";

export async function recordActivity(
  db: Kysely<DB>,
  event: { kind: ActivityKind; subjectId: string; title: string; actorId?: string | null },
): Promise<void> {
  await db
    .insertInto("activityEvents")
    .values({
      id: newId(),
      kind: event.kind,
      subjectId: event.subjectId,
      subjectTitle: event.title,
      actorId: event.actorId ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

/** The latest events, newest first. */
export async function listActivity(db: Kysely<DB>, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom("activityEvents")
    .leftJoin("users", "users.id", "activityEvents.actorId")
    .selectAll("activityEvents")
    .select("users.name as actorName")
    .orderBy("activityEvents.createdAt", "desc")
    .orderBy("activityEvents.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    title: row.subjectTitle,
    actor: row.actorId && row.actorName ? { _id: row.actorId, name: row.actorName } : null,
    createdAt: toIsoString(row.createdAt),
  }));
}
