// The admin's first screen: four figures, the latest posts and the activity log.
import * as z from "zod/mini";
import { count, id, namedRef, timestamp } from "./fields";
import { postSchema } from "./post";

export const activityKinds = [
  "post.created",
  "post.updated",
  "post.deleted",
  "application.received",
  "settings.updated",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** One line of the activity log. */
export const activityEntrySchema = z.strictObject({
  _id: id,
  kind: z.enum(activityKinds),
  subjectId: id,
  title: z.string(),
  actor: z.nullable(namedRef),
  createdAt: timestamp,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A figure with the count of new items in the last 30 days and in the 30 days before. */
export const statSchema = z.strictObject({
  value: count,
  last30Days: count,
  previous30Days: count,
});
export type Stat = z.infer<typeof statSchema>;

export const dashboardSchema = z.strictObject({
  stats: z.strictObject({
    publishedPosts: statSchema.check(z.describe("Published posts; new: published in the window")),
    draftPosts: statSchema.check(z.describe("Drafts; new: created in the window")),
    applications: statSchema.check(z.describe("Applications received in the last 30 days")),
    unreadMessages: statSchema.check(z.describe("Unread contact messages; new: received in the window, read or not")),
  }),
  recentPosts: z.array(postSchema),
  activity: z.array(activityEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
