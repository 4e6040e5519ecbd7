// The admin's first screen: four figures, the latest posts and the activity log.
import * as z from "zod/mini";
import { count, id, namedRef, timestamp } from "./fields";
import { articleSchema } from "./article";
import { languageSchema } from "./i18n/language-schema";

/** What the log records, each kind named "<subject>.<what happened>". */
export const activityKinds = [
  "post.created",
  "post.updated",
  "post.deleted",
  "post.published",
  "post.unpublished",
  "post.trashed",
  "post.restored",
  "category.created",
  "category.updated",
  "category.deleted",
  "user.created",
  "user.updated",
  "user.passwordReset",
  "application.received",
  "media.uploaded",
  "media.deleted",
  "application.statusChanged",
  "contactMessage.statusChanged",
  "logoOrder.statusChanged",
  "comment.approved",
  "comment.pending",
  "comment.spam",
  "comment.deleted",
  "settings.updated",
  "content.created",
  "content.updated",
  "content.deleted",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** What the activity page filters by: the part of each kind before the dot. */
export const activitySubjects = [
  "post",
  "category",
  "media",
  "comment",
  "user",
  "application",
  "contactMessage",
  "logoOrder",
  "settings",
  "content",
] as const;
export type ActivitySubject = (typeof activitySubjects)[number];

export const activityPageSize = 30;

export const activityQuerySchema = z.object({
  subject: z.optional(z.enum(activitySubjects, { error: "validation.choice" })),
  actor: z.optional(z.string().check(z.maxLength(100, "validation.tooLong"))),
  page: z._default(
    z.coerce
      .number({ error: "validation.number" })
      .check(z.int("validation.number"), z.minimum(1, "validation.number"), z.maximum(10_000, "validation.number")),
    1,
  ),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * What an edit changed (post.updated, content.updated, settings.updated): the fields by
 * their names in the data (a post's `title`, a content item's `icon`, a part of the
 * settings such as `contact`), and the languages whose text changed.
 */
export const activityChangesSchema = z.strictObject({
  fields: z.array(z.string()),
  languages: z.array(languageSchema),
});
export type ActivityChanges = z.infer<typeof activityChangesSchema>;

/** One line of the activity log. */
export const activityEntrySchema = z.strictObject({
  _id: id,
  kind: z.enum(activityKinds),
  subjectId: id,
  title: z.string(),
  actor: z.nullable(namedRef),
  /** Null for events whose kind says it all, and for edits logged before changes were recorded. */
  changes: z.nullable(activityChangesSchema),
  createdAt: timestamp,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** One page of the activity log, newest first. */
export const activityPageSchema = z.strictObject({
  items: z.array(activityEntrySchema),
  page: z.int().check(z.minimum(1)),
  pages: count,
  total: count,
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** A figure with the count of new items in the last 30 days and in the 30 days before. */
export const statSchema = z.strictObject({
  value: count,
  last30Days: count,
  previous30Days: count,
});
export type Stat = z.infer<typeof statSchema>;

export const dashboardSchema = z.strictObject({
  stats: z.strictObject({
    publishedPosts: statSchema.check(
      z.describe("Articles with a published version; new: versions published in the window, by article"),
    ),
    draftPosts: statSchema.check(
      z.describe("Articles with an unscheduled draft version; new: created in the window, by article"),
    ),
    applications: statSchema.check(z.describe("Applications received in the last 30 days")),
    unreadMessages: statSchema.check(z.describe("Unread contact messages; new: received in the window, read or not")),
    logoOrders: statSchema.check(z.describe("Logo orders paid or downloaded for an email in the last 30 days")),
  }),
  /** The latest changed articles, each once with its language versions. */
  recentArticles: z.array(articleSchema),
  activity: z.array(activityEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
