import type { Kysely, Selectable } from "kysely";
import type { LeadOrigin, LeadReply, RepliedLeadKind } from "../../common/lead-story";
import type { LeadKind } from "../../common/leads";
import { newId, toIsoString } from "./database.server";
import type { DB, LeadRepliesTable } from "./schema.server";

/**
 * Where a lead came from, from the source the traffic counter recorded for it
 * (docs/decisions/044), or undefined when none was. The one reader of a lead's origin:
 * its screen, its CSV and the staff's email all show what this answers.
 */
export async function findLeadOrigin(
  db: Kysely<DB>,
  lead: { kind: LeadKind; id: string },
): Promise<LeadOrigin | undefined> {
  const row = await db
    .selectFrom("leadSources")
    .selectAll()
    .where("leadKind", "=", lead.kind)
    .where("leadId", "=", lead.id)
    .executeTakeFirst();
  return (
    row && {
      source: row.utmSource || row.source,
      medium: row.utmMedium,
      campaign: row.utmCampaign,
      referrer: row.referrer,
      landingPage: row.entryPath,
      page: row.page,
    }
  );
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
