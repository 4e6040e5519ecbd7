import type { Kysely, Selectable } from "kysely";
import type { LeadReply, RepliedLeadKind } from "../../common/lead-story";
import type { LeadOrigin } from "../../common/traffic";
import type { LeadKind } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import { leadOrigins } from "./traffic.server";
import type { DB, LeadRepliesTable } from "./schema.server";

/** Where a lead came from (docs/decisions/050), or undefined when nothing was recorded. */
export async function findLeadOrigin(
  db: Kysely<DB>,
  lead: { kind: LeadKind; id: string },
): Promise<LeadOrigin | undefined> {
  return (await leadOrigins(db, lead.kind, [lead.id])).get(lead.id);
}

type LeadReplyRow = Selectable<LeadRepliesTable>;

export function toLeadReplyJson(row: LeadReplyRow): LeadReply {
  return {
    _id: row.id,
    to: row.toAddress,
    subject: row.subject,
    message: row.message,
    sentBy: { _id: row.userId, name: row.userName },
    createdAt: toIsoString(row.createdAt),
  };
}

/** A lead's replies, oldest first (its timeline). */
export function listLeadReplies(db: Kysely<DB>, lead: { kind: RepliedLeadKind; id: string }): Promise<LeadReplyRow[]> {
  return db
    .selectFrom("leadReplies")
    .selectAll()
    .where("leadKind", "=", lead.kind)
    .where("leadId", "=", lead.id)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export function recordLeadReply(
  db: Kysely<DB>,
  reply: {
    lead: { kind: RepliedLeadKind; id: string };
    user: { id: string; name: string };
    to: string;
    subject: string;
    message: string;
  },
): Promise<LeadReplyRow> {
  return db
    .insertInto("leadReplies")
    .values({
      id: newId(),
      leadKind: reply.lead.kind,
      leadId: reply.lead.id,
      userId: reply.user.id,
      userName: reply.user.name,
      toAddress: reply.to,
      subject: reply.subject,
      message: reply.message,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
