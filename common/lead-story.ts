// A lead's story (decision 051): where it came from and what staff sent it. The origin is
// read from what the traffic counter recorded for the lead (docs/decisions/044); the
// replies are the emails staff sent from its screen.
import * as z from "zod/mini";
import { id, limits, requiredText, timestamp } from "./fields";
import { type LeadOrigin, leadOriginSchema } from "./traffic";

/** The kinds of lead staff answer from their screen (they have a status to move on). */
export const repliedLeadKinds = ["application", "contactMessage", "logoOrder"] as const;
export type RepliedLeadKind = (typeof repliedLeadKinds)[number];

/** The parts of a lead's origin (docs/decisions/050) in the order screens, CSV files and emails show them. */
export const leadOriginFields = [
  "channel",
  "source",
  "medium",
  "campaign",
  "referrer",
  "landingPage",
  "formPage",
  "pages",
  "language",
  "device",
] as const;
export type LeadOriginField = (typeof leadOriginFields)[number];

/**
 * One part of an origin as text ("" where nothing is known): the pages viewed before the
 * lead as their count and list, the channel as `channelLabel` names it.
 */
export function leadOriginText(
  origin: LeadOrigin,
  field: LeadOriginField,
  channelLabel: (channel: LeadOrigin["channel"]) => string = (channel) => channel,
): string {
  if (field === "pages") return origin.pagesViewed ? `${origin.pagesViewed}: ${origin.pages.join(" → ")}` : "";
  if (field === "channel") return channelLabel(origin.channel);
  return origin[field];
}

export const leadReplySchema = z.strictObject({
  _id: id,
  to: z.string(),
  subject: z.string(),
  message: z.string(),
  /** Who sent it, as they were named then. */
  sentBy: z.strictObject({ _id: z.nullable(id), name: z.string() }),
  createdAt: timestamp,
});
export type LeadReply = z.infer<typeof leadReplySchema>;

export const leadStorySchema = z.strictObject({
  /** null when nothing was recorded (counting was off, or the lead came before it). */
  origin: z.nullable(leadOriginSchema),
  replies: z.array(leadReplySchema),
});
export type LeadStory = z.infer<typeof leadStorySchema>;

export const leadReplyInputSchema = z.object({
  subject: requiredText(limits.subject),
  message: requiredText(limits.message),
});
export type LeadReplyInput = z.infer<typeof leadReplyInputSchema>;
