import { leadStoryContract } from "../../common/contract/leads";
import { type LeadReplyInput, type RepliedLeadKind, repliedLeadKinds } from "../../common/lead-story";
import { currentUser } from "../auth/require-staff.server";
import { findLeadOrigin, listLeadReplies, recordLeadReply, toLeadReplyJson } from "../db/lead-story.server";
import { findLead } from "../db/leads.server";
import { HttpError, notFound } from "../http-error.server";
import { applications, applyLeadChange, contactMessages, type LeadWork } from "./leads.server";
import { logoOrders } from "./logo.server";
import { type ApiContext, implement } from "./operation.server";

/** Each kind's table: the story and the reply read only the columns every lead has (id, name, email, status). */
interface KindTables {
  application: "applications";
  contactMessage: "contactMessages";
  logoOrder: "logoOrders";
}

/** Each kind's work, indexed so that a kind `K` gives the work of its own table. */
const kinds: { [K in RepliedLeadKind]: LeadWork<KindTables[K], never> } = {
  application: applications,
  contactMessage: contactMessages,
  logoOrder: logoOrders,
};

const isRepliedLeadKind = (kind: string): kind is RepliedLeadKind => repliedLeadKinds.some((known) => known === kind);

/** The kind a path names (`/leads/:kind/:id`), or a 404. */
function kindOf(params: { kind: string }): RepliedLeadKind {
  if (!isRepliedLeadKind(params.kind)) throw notFound("leadMail.leadNotFound");
  return params.kind;
}

/** The lead of kind `kind` with `id`, or a 404. */
async function leadOf<K extends RepliedLeadKind>({ db }: ApiContext, kind: K, id: string) {
  const lead = await findLead(db, kinds[kind].table, id);
  if (!lead) throw notFound("leadMail.leadNotFound");
  return lead;
}

/** Emails a lead of kind `kind` from the site for the signed-in staff member, keeps it, and moves a new lead on. */
async function replyTo<K extends RepliedLeadKind>(
  api: ApiContext,
  kind: K,
  id: string,
  staff: { id: string; name: string; email: string },
  body: LeadReplyInput,
) {
  const lead = await leadOf(api, kind, id);
  if (!api.mailer.enabled) throw new HttpError(409, "leadMail.mailOff");
  try {
    await api.mailer.send({
      to: lead.email,
      replyTo: { name: staff.name, address: staff.email },
      subject: body.subject,
      text: body.message,
    });
  } catch (failure) {
    api.logger.warn({ err: failure, lead: { kind, id: lead.id } }, "reply to a lead not sent");
    throw new HttpError(502, "leadMail.replyFailed");
  }
  const reply = await recordLeadReply(api.db, {
    lead: { kind, id: lead.id },
    user: { id: staff.id, name: staff.name },
    to: lead.email,
    subject: body.subject,
    message: body.message,
  });
  if (lead.status === "new") await applyLeadChange(api.db, kinds[kind], lead.id, { status: "contacted" }, staff.id);
  return reply;
}

/** A lead's story (where it came from, what staff sent it) and the reply staff send from its screen. */
export const leadReplyOperations = implement(leadStoryContract, {
  getLeadStory: {
    async handle({ params }, api) {
      const kind = kindOf(params);
      const lead = await leadOf(api, kind, params.id);
      const [origin, replies] = await Promise.all([
        findLeadOrigin(api.db, { kind, id: lead.id }),
        listLeadReplies(api.db, { kind, id: lead.id }),
      ]);
      return { status: 200, body: { origin: origin ?? null, replies: replies.map(toLeadReplyJson) } };
    },
  },
  replyToLead: {
    async handle({ res, body, params }, api) {
      const reply = await replyTo(api, kindOf(params), params.id, currentUser(res), body);
      return { status: 201, body: toLeadReplyJson(reply) };
    },
  },
});
