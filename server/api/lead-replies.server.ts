import {
  type LeadReplyInput,
  leadReplyInputSchema,
  leadReplySchema,
  leadStorySchema,
  type RepliedLeadKind,
  repliedLeadKinds,
} from "../../common/lead-story";
import { currentUser } from "../auth/require-staff.server";
import { findLeadOrigin, listLeadReplies, recordLeadReply, toLeadReplyJson } from "../db/lead-story.server";
import { findLead, type LeadTable } from "../db/leads.server";
import { HttpError, notFound } from "../http-error.server";
import { applications, applyLeadChange, contactMessages, type LeadWork } from "./leads.server";
import { logoOrders } from "./logo.server";
import { answer, type ApiContext, error, operation } from "./operation.server";

// Each kind's table and mapping; only the columns every lead has (id, name, email, status)
// are read here, so each is used as a lead of any table.
const kinds = {
  application: applications,
  contactMessage: contactMessages,
  logoOrder: logoOrders,
} as unknown as Record<RepliedLeadKind, LeadWork<LeadTable, never>>;

/** The lead a path names (`/leads/:kind/:id`), or a 404. */
async function leadOf({ db }: ApiContext, params: { kind: string; id: string }) {
  const kind = (repliedLeadKinds as readonly string[]).includes(params.kind) ? (params.kind as RepliedLeadKind) : null;
  const lead = kind && (await findLead(db, kinds[kind].table, params.id));
  if (!kind || !lead) throw notFound("leadMail.leadNotFound");
  return { kind, lead };
}

const params = {
  kind: "The lead's kind: `application`, `contactMessage` or `logoOrder`",
  id: "The lead's _id",
};

/** A lead's story (where it came from, what staff sent it) and the reply staff send from its screen. */
export const leadReplyOperations = [
  operation({
    method: "get",
    path: "/leads/:kind/:id/story",
    operationId: "getLeadStory",
    summary: "Where a lead came from (source, campaign, landing page…) and the replies staff sent it, oldest first",
    role: "admin",
    params,
    responses: { "200": answer("Story", leadStorySchema), "404": error("Unknown kind or id") },
    async handle({ res, params }, api) {
      const { kind, lead } = await leadOf(api, params);
      const [origin, replies] = await Promise.all([
        findLeadOrigin(api.db, { kind, id: lead.id }),
        listLeadReplies(api.db, { kind, id: lead.id }),
      ]);
      res.json({ origin: origin ?? null, replies: replies.map(toLeadReplyJson) });
    },
  }),
  operation<LeadReplyInput, undefined, "kind" | "id">({
    method: "post",
    path: "/leads/:kind/:id/replies",
    operationId: "replyToLead",
    summary: "Email the lead from the site (Reply-To: the staff member); kept in its timeline",
    description:
      "Sent at once through SMTP; only a reply the mail server accepted is kept. A new lead moves to `contacted` (recorded in the activity log, and sent to the `lead.statusChanged` webhooks).",
    role: "admin",
    params,
    body: { name: "LeadReplyInput", schema: leadReplyInputSchema, limit: "64kb" },
    responses: {
      "201": answer("Sent and kept", leadReplySchema),
      "404": error("Unknown kind or id"),
      "409": error("Email is not set up (SMTP_URL)"),
      "502": error("The mail server refused the reply or could not be reached"),
    },
    async handle({ res, body, params }, api) {
      const { kind, lead } = await leadOf(api, params);
      if (!api.mailer.enabled) throw new HttpError(409, "leadMail.mailOff");
      const user = currentUser(res);
      try {
        await api.mailer.send({
          to: lead.email,
          replyTo: { name: user.name, address: user.email },
          subject: body.subject,
          text: body.message,
        });
      } catch (failure) {
        api.logger.warn({ err: failure, lead: { kind, id: lead.id } }, "reply to a lead not sent");
        throw new HttpError(502, "leadMail.replyFailed");
      }
      const reply = await recordLeadReply(api.db, {
        lead: { kind, id: lead.id },
        user: { id: user.id, name: user.name },
        to: lead.email,
        subject: body.subject,
        message: body.message,
      });
      if (lead.status === "new") await applyLeadChange(api.db, kinds[kind], lead.id, { status: "contacted" }, user.id);
      res.status(201).json(toLeadReplyJson(reply));
    },
  }),
];
