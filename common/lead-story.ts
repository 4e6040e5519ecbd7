// A lead's story (decision 051): where it came from and what staff sent it. The origin is
// read from what the traffic counter recorded for the lead (docs/decisions/044); the
// replies are the emails staff sent from its screen.
import * as z from "zod/mini";
import { id, limits, requiredText, timestamp } from "./fields";

/** The kinds of lead staff answer from their screen (they have a status to move on). */
export const repliedLeadKinds = ["application", "contactMessage", "logoOrder"] as const;
export type RepliedLeadKind = (typeof repliedLeadKinds)[number];

/** Where a lead came from; "" where nothing is known of a dimension. */
export const leadOriginSchema = z.strictObject({
  source: z.string(),
  medium: z.string(),
  campaign: z.string(),
  referrer: z.string(),
  landingPage: z.string(),
  /** The page the lead's form was sent from. */
  page: z.string(),
});
export type LeadOrigin = z.infer<typeof leadOriginSchema>;

/** The fields of an origin in the order screens, CSV files and emails show them. */
export const leadOriginFields = ["source", "medium", "campaign", "referrer", "landingPage", "page"] as const;

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
