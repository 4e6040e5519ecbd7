import * as z from "zod/mini";
import { errorAnswerSchema, healthyAnswerSchema, unhealthyAnswerSchema } from "../../common/api-answers";
import { categoryInputSchema, categorySchema } from "../../common/category";
import {
  contentItemInputSchema,
  contentItemListSchema,
  contentItemSchema,
  contentOrderSchema,
  contentVisibilitySchema,
} from "../../common/content/items";
import { type ContentKind, contentKindNames, contentKinds } from "../../common/content/kinds";
import {
  commentBulkAnswerSchema,
  commentBulkInputSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentListSchema,
  commentSchema,
  commentStatusInputSchema,
  postedCommentSchema,
} from "../../common/comment";
import {
  activityEntrySchema,
  activityPageSchema,
  activityQuerySchema,
  dashboardSchema,
  statSchema,
} from "../../common/dashboard";
import {
  applicationInputSchema,
  applicationSchema,
  contactMessageChangeInputSchema,
  contactMessageInputSchema,
  contactMessageSchema,
  leadChangeInputSchema,
  leadCountsSchema,
  leadListQuerySchema,
  newsletterSubscriberInputSchema,
  newsletterSubscriberSchema,
} from "../../common/leads";
import { notificationsSchema, notificationsSeenInputSchema } from "../../common/notifications";
import { mediaAltInputSchema, mediaItemSchema, mediaListQuerySchema, mediaUsageSchema } from "../../common/media";
import { postInputSchema, postListQuerySchema, postPageSchema, postSchema } from "../../common/post";
import { siteSettingsSchema } from "../../common/settings";
import {
  loginAnswerSchema,
  loginInputSchema,
  passwordResetInputSchema,
  profileAnswerSchema,
  profileInputSchema,
  userAccessInputSchema,
  userInputSchema,
  userSchema,
  userWithPasswordSchema,
} from "../../common/user";

// The API reference, generated from the Zod schemas in common/ that validate the requests
// and describe the answers (tests/api check every answer against the schema its operation
// names here).

type JsonSchema = Record<string, unknown>;

/** The shapes the server answers with, under their names in the document. */
const answers = {
  Error: errorAnswerSchema,
  User: userSchema,
  LoginAnswer: loginAnswerSchema,
  UserWithPassword: userWithPasswordSchema,
  ProfileAnswer: profileAnswerSchema,
  Category: categorySchema,
  Post: postSchema,
  PostPage: postPageSchema,
  Application: applicationSchema,
  ContactMessage: contactMessageSchema,
  LeadCounts: leadCountsSchema,
  NewsletterSubscriber: newsletterSubscriberSchema,
  MediaItem: mediaItemSchema,
  MediaUsage: mediaUsageSchema,
  Stat: statSchema,
  ActivityEntry: activityEntrySchema,
  Dashboard: dashboardSchema,
  ActivityPage: activityPageSchema,
  Notifications: notificationsSchema,
  PostedComment: postedCommentSchema,
  Comment: commentSchema,
  CommentList: commentListSchema,
  CommentBulkAnswer: commentBulkAnswerSchema,
  SiteSettings: siteSettingsSchema,
  ContentItem: contentItemSchema,
  ContentItemList: contentItemListSchema,
};

/** "about-figures" → "AboutFigures": a kind's name in the document's component names. */
const pascalCase = (kind: string) => kind.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
const contentInputName = (kind: ContentKind) => `${pascalCase(kind)}Input`;

/** The request bodies, as clients may send them (defaults may be left out). */
const inputs = {
  LoginInput: loginInputSchema,
  UserInput: userInputSchema,
  UserAccessInput: userAccessInputSchema,
  PasswordResetInput: passwordResetInputSchema,
  ProfileInput: profileInputSchema,
  CategoryInput: categoryInputSchema,
  PostInput: postInputSchema,
  ApplicationInput: applicationInputSchema,
  ContactMessageInput: contactMessageInputSchema,
  LeadChangeInput: leadChangeInputSchema,
  ContactMessageChangeInput: contactMessageChangeInputSchema,
  NewsletterSubscriberInput: newsletterSubscriberInputSchema,
  NotificationsSeenInput: notificationsSeenInputSchema,
  MediaAltInput: mediaAltInputSchema,
  CommentInput: commentInputSchema,
  CommentStatusInput: commentStatusInputSchema,
  CommentBulkInput: commentBulkInputSchema,
  SiteSettingsInput: siteSettingsSchema,
  ContentVisibilityInput: contentVisibilitySchema,
  ContentOrderInput: contentOrderSchema,
  ...Object.fromEntries(contentKindNames.map((kind) => [contentInputName(kind), contentItemInputSchema(kind)])),
} as Record<string, z.ZodMiniType>;

export interface Answer {
  description: string;
  /** The JSON body; none for 204. */
  schema?: z.ZodMiniType;
}

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /**
   * public: no token; optional: a staff token shows more (drafts); staff: an admin's or
   * an editor's token; admin: an admin's token (an editor gets 403).
   */
  access: "public" | "optional" | "staff" | "admin";
  parameters?: JsonSchema[];
  /** Query parameters, each optional, as the schema's fields. */
  query?: z.ZodMiniObject;
  /** A JSON body named in `inputs`, or another kind of body as OpenAPI writes it. */
  body?: string | JsonSchema;
  responses: Record<string, Answer>;
}

const answer = (description: string, schema?: z.ZodMiniType): Answer => ({ description, schema });
const error = (description: string): Answer => answer(description, errorAnswerSchema);
const pathParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const id = (entity: string) => [pathParam("id", `The ${entity}'s _id`)];
const idOrSlug = (description: string) => [pathParam("idOrSlug", description)];

const staffErrors = { "401": error("No, malformed, forged or expired token") };
const adminErrors = { ...staffErrors, "403": error("Signed in, but not an admin") };
const bodyErrors = {
  "400": error("Invalid JSON or input; `errors` names the fields"),
  "413": error("Body too large"),
  "415": error("Body is not application/json"),
};
const rateLimited = { "429": error("Rate limited") };

/** Every endpoint under /api: method, path, access, body and answers. */
export const operations: Operation[] = [
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    summary: "Health",
    access: "public",
    responses: {
      "200": answer("The database answers", healthyAnswerSchema),
      "400": error("Malformed address or Host"),
      "503": answer("The database does not answer", unhealthyAnswerSchema),
    },
  },
  {
    method: "get",
    path: "/api/health/live",
    operationId: "getLiveness",
    summary: "Liveness: the process answers (no database involved)",
    access: "public",
    responses: {
      "200": answer("The process answers", healthyAnswerSchema),
      "400": error("Malformed address or Host"),
    },
  },
  {
    method: "get",
    path: "/api/health/ready",
    operationId: "getReadiness",
    summary: "Readiness: the database answers and every migration of this build is applied",
    access: "public",
    responses: {
      "200": answer("Ready to serve", healthyAnswerSchema),
      "400": error("Malformed address or Host"),
      "503": error("The database does not answer, or is not migrated yet"),
    },
  },
  {
    method: "post",
    path: "/api/auth/login",
    operationId: "signIn",
    summary: "Sign in",
    access: "public",
    body: "LoginInput",
    responses: {
      "200": answer("Token and user", loginAnswerSchema),
      ...bodyErrors,
      "401": error("Wrong email or password"),
      "429": error("Too many failed attempts; see Retry-After"),
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    operationId: "signOut",
    access: "staff",
    summary: "Sign out: every token of this user stops working, on every instance",
    responses: { "204": answer("Signed out"), ...staffErrors },
  },
  {
    method: "get",
    path: "/api/auth/me",
    operationId: "getCurrentUser",
    summary: "The signed-in user",
    access: "staff",
    responses: { "200": answer("User", userSchema), ...staffErrors },
  },
  {
    method: "patch",
    path: "/api/auth/me",
    operationId: "updateProfile",
    summary: "Change one's own name, and password with the current one",
    description: "A new password ends every other sign-in of the user; the answer carries a fresh token for this one.",
    access: "staff",
    body: "ProfileInput",
    responses: {
      "200": answer("Saved; `token` when the password changed", profileAnswerSchema),
      ...bodyErrors,
      "400": error("Invalid input, or the current password is wrong"),
      ...staffErrors,
    },
  },
  {
    method: "get",
    path: "/api/users",
    operationId: "listUsers",
    summary: "Staff accounts, oldest first",
    access: "admin",
    responses: { "200": answer("Users", z.array(userSchema)), ...adminErrors },
  },
  {
    method: "post",
    path: "/api/users",
    operationId: "createUser",
    summary: "Create a staff account",
    description: "Without a password the server makes one and answers it once as `password`.",
    access: "admin",
    body: "UserInput",
    responses: {
      "201": answer("Created", userWithPasswordSchema),
      ...bodyErrors,
      ...adminErrors,
      "409": error("Email taken"),
    },
  },
  {
    method: "patch",
    path: "/api/users/{id}",
    operationId: "changeUserAccess",
    summary: "Change a user's role or deactivate / reactivate them; their sign-ins end",
    access: "admin",
    parameters: id("user"),
    body: "UserAccessInput",
    responses: {
      "200": answer("Updated", userSchema),
      ...bodyErrors,
      ...adminErrors,
      "404": error("Unknown id"),
      "409": error("This would leave no active admin"),
    },
  },
  {
    method: "post",
    path: "/api/users/{id}/password",
    operationId: "resetUserPassword",
    summary: "Reset a user's password; their sign-ins end",
    description: "Without a password the server makes one and answers it once as `password`.",
    access: "admin",
    parameters: id("user"),
    body: "PasswordResetInput",
    responses: {
      "200": answer("Reset", userWithPasswordSchema),
      ...bodyErrors,
      ...adminErrors,
      "404": error("Unknown id"),
    },
  },
  {
    method: "get",
    path: "/api/categories",
    operationId: "listCategories",
    summary: "List categories",
    access: "public",
    responses: { "200": answer("Categories", z.array(categorySchema)), "400": error("Malformed address") },
  },
  {
    method: "post",
    path: "/api/categories",
    operationId: "createCategory",
    summary: "Create a category",
    access: "staff",
    body: "CategoryInput",
    responses: { "201": answer("Created", categorySchema), ...bodyErrors, ...staffErrors, "409": error("Name exists") },
  },
  {
    method: "put",
    path: "/api/categories/{id}",
    operationId: "updateCategory",
    summary: "Update a category",
    access: "staff",
    parameters: id("category"),
    body: "CategoryInput",
    responses: {
      "200": answer("Updated", categorySchema),
      ...bodyErrors,
      ...staffErrors,
      "404": error("Unknown id"),
      "409": error("Name exists"),
    },
  },
  {
    method: "delete",
    path: "/api/categories/{id}",
    operationId: "deleteCategory",
    access: "staff",
    parameters: id("category"),
    summary: "Delete a category (its posts keep existing, without a category)",
    responses: { "204": answer("Deleted"), ...staffErrors, "404": error("Unknown id") },
  },
  {
    method: "get",
    path: "/api/posts",
    operationId: "listPosts",
    summary: "List posts (visitors: published only; `lang`: only that language's versions)",
    access: "optional",
    query: postListQuerySchema,
    responses: { "200": answer("A page of posts", postPageSchema), "400": error("Invalid query") },
  },
  {
    method: "post",
    path: "/api/posts",
    operationId: "createPost",
    summary: "Create a post, or with `translationOf` a version of one in another `language`",
    access: "staff",
    body: "PostInput",
    responses: {
      "201": answer("Created", postSchema),
      ...bodyErrors,
      ...staffErrors,
      "404": error("The post named by translationOf does not exist"),
      "409": error("Slug taken, or the post already has a version in this language"),
    },
  },
  {
    method: "get",
    path: "/api/posts/{idOrSlug}",
    operationId: "getPost",
    access: "optional",
    summary: "One post by id or slug (a draft only with a token)",
    parameters: idOrSlug("The post's _id or slug"),
    responses: { "200": answer("Post", postSchema), "404": error("Unknown, or a draft") },
  },
  {
    method: "put",
    path: "/api/posts/{idOrSlug}",
    operationId: "updatePost",
    summary: "Update a post",
    access: "staff",
    parameters: idOrSlug("The post's _id"),
    body: "PostInput",
    responses: {
      "200": answer("Updated", postSchema),
      ...bodyErrors,
      ...staffErrors,
      "404": error("Unknown id"),
      "409": error("Slug taken"),
    },
  },
  {
    method: "delete",
    path: "/api/posts/{idOrSlug}",
    operationId: "deletePost",
    summary: "Delete a post",
    access: "staff",
    parameters: idOrSlug("The post's _id"),
    responses: { "204": answer("Deleted"), ...staffErrors, "404": error("Unknown id") },
  },
  {
    method: "post",
    path: "/api/applications",
    operationId: "createApplication",
    summary: "Send a business application",
    access: "public",
    body: "ApplicationInput",
    responses: { "201": answer("Stored", applicationSchema), ...bodyErrors, ...rateLimited },
  },
  {
    method: "get",
    path: "/api/applications",
    operationId: "listApplications",
    summary: "Applications, newest first (`status` keeps one status)",
    access: "admin",
    query: leadListQuerySchema,
    responses: {
      "200": answer("Applications", z.array(applicationSchema)),
      "400": error("Invalid status"),
      ...adminErrors,
    },
  },
  {
    method: "patch",
    path: "/api/applications/{id}",
    operationId: "changeApplication",
    access: "admin",
    summary: "Move an application on (status) or change its internal notes",
    description: "A change of status is recorded in the activity log with the admin who made it.",
    parameters: id("application"),
    body: "LeadChangeInput",
    responses: {
      "200": answer("Updated", applicationSchema),
      ...bodyErrors,
      ...adminErrors,
      "404": error("Unknown id"),
    },
  },
  {
    method: "post",
    path: "/api/contact",
    operationId: "sendContactMessage",
    access: "public",
    body: "ContactMessageInput",
    summary: "Send a contact message (stored; emailed when SMTP is configured)",
    responses: { "201": answer("Stored", contactMessageSchema), ...bodyErrors, ...rateLimited },
  },
  {
    method: "get",
    path: "/api/contact-messages",
    operationId: "listContactMessages",
    summary: "Contact messages, newest first (`status` keeps one status)",
    access: "admin",
    query: leadListQuerySchema,
    responses: {
      "200": answer("Messages", z.array(contactMessageSchema)),
      "400": error("Invalid status"),
      ...adminErrors,
    },
  },
  {
    method: "patch",
    path: "/api/contact-messages/{id}",
    operationId: "changeContactMessage",
    access: "admin",
    summary: "Move a contact message on (status), change its internal notes, or mark it read or unread",
    description: "A change of status is recorded in the activity log with the admin who made it.",
    parameters: id("message"),
    body: "ContactMessageChangeInput",
    responses: {
      "200": answer("Updated", contactMessageSchema),
      ...bodyErrors,
      ...adminErrors,
      "404": error("Unknown id"),
    },
  },
  {
    method: "get",
    path: "/api/leads/counts",
    operationId: "countLeads",
    access: "admin",
    summary: "How many applications and contact messages are in each status, and how many messages are unread",
    responses: { "200": answer("Counts", leadCountsSchema), ...adminErrors },
  },
  {
    method: "get",
    path: "/api/media",
    operationId: "listMedia",
    summary: "Uploaded images, newest first; `search` keeps those whose file name contains it",
    access: "staff",
    query: mediaListQuerySchema,
    responses: { "200": answer("Images", z.array(mediaItemSchema)), "400": error("Invalid query"), ...staffErrors },
  },
  {
    method: "post",
    path: "/api/media",
    operationId: "uploadMedia",
    access: "staff",
    summary: "Upload an image (JPEG, PNG, WebP, GIF or AVIF, judged by content; at most 10 MB)",
    description:
      "The body is the file itself. `X-File-Name` (URI-encoded) names it in the library. The image is re-encoded to WebP at widths up to 480, 960 and 1600 pixels, metadata stripped.",
    parameters: [{ name: "X-File-Name", in: "header", required: false, schema: { type: "string" } }],
    body: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
    responses: {
      "201": answer("Stored", mediaItemSchema),
      "400": error("Empty body"),
      ...staffErrors,
      "413": error("Larger than 10 MB or 50 megapixels"),
      "415": error("Not a JPEG, PNG, WebP, GIF or AVIF image"),
    },
  },
  {
    method: "delete",
    path: "/api/media/{id}",
    operationId: "deleteMedia",
    summary: "Delete an image and its files",
    description:
      "Posts that showed it are changed in the same transaction: a cover that was this image is cleared (the post shows its category's default image) and the image is removed from post content.",
    access: "staff",
    parameters: id("image"),
    responses: { "204": answer("Deleted"), ...staffErrors, "404": error("Unknown id") },
  },
  {
    method: "patch",
    path: "/api/media/{id}",
    operationId: "updateMediaAlt",
    summary: "Set an image's alternative text in each language",
    description: "Public pages show it as the alt text of the covers that use the image, in the page's language.",
    access: "staff",
    parameters: id("image"),
    body: "MediaAltInput",
    responses: {
      "200": answer("Updated", mediaItemSchema),
      ...bodyErrors,
      ...staffErrors,
      "404": error("Unknown id"),
    },
  },
  {
    method: "get",
    path: "/api/media/{id}/usage",
    operationId: "listMediaUsage",
    summary: "The posts that show an image, as cover or in their content",
    access: "staff",
    parameters: id("image"),
    responses: { "200": answer("Posts", z.array(mediaUsageSchema)), ...staffErrors, "404": error("Unknown id") },
  },
  {
    method: "get",
    path: "/api/dashboard",
    operationId: "getDashboard",
    access: "admin",
    summary:
      "The admin dashboard: figures with their change against the previous 30 days, latest posts, latest activity",
    responses: { "200": answer("Dashboard", dashboardSchema), ...adminErrors },
  },
  {
    method: "get",
    path: "/api/activity",
    operationId: "listActivity",
    summary: "The activity log, newest first, 30 a page: who changed what, when",
    access: "admin",
    query: activityQuerySchema,
    responses: {
      "200": answer("A page of the log", activityPageSchema),
      "400": error("Invalid filter or page"),
      ...adminErrors,
    },
  },
  {
    method: "get",
    path: "/api/notifications",
    operationId: "listNotifications",
    summary: "What came in since the user last opened the notifications, of the kinds their role sees",
    access: "staff",
    responses: { "200": answer("Notifications", notificationsSchema), ...staffErrors },
  },
  {
    method: "post",
    path: "/api/notifications/seen",
    operationId: "markNotificationsSeen",
    summary: "Everything up to the newest item the bell showed counts as seen",
    access: "staff",
    body: "NotificationsSeenInput",
    responses: { "204": answer("Marked"), ...bodyErrors, ...staffErrors },
  },
  {
    method: "get",
    path: "/api/settings",
    operationId: "getSiteSettings",
    access: "admin",
    summary: "The site settings: name, logo, contact details, links, map, contact delivery, special offer",
    responses: { "200": answer("Settings", siteSettingsSchema), ...adminErrors },
  },
  {
    method: "put",
    path: "/api/settings",
    operationId: "saveSiteSettings",
    access: "admin",
    summary: "Replace the site settings with the whole document; public pages show them at once",
    body: "SiteSettingsInput",
    responses: { "200": answer("Saved", siteSettingsSchema), ...bodyErrors, ...adminErrors },
  },
  {
    method: "post",
    path: "/api/newsletter-subscribers",
    operationId: "addNewsletterSubscriber",
    access: "public",
    body: "NewsletterSubscriberInput",
    summary: "Subscribe (idempotent: 201 new, 200 already subscribed)",
    responses: {
      "201": answer("Subscribed", newsletterSubscriberSchema),
      "200": answer("Already subscribed", newsletterSubscriberSchema),
      ...bodyErrors,
      ...rateLimited,
    },
  },
  {
    method: "get",
    path: "/api/newsletter-subscribers",
    operationId: "listNewsletterSubscribers",
    summary: "Subscribers, newest first",
    access: "admin",
    responses: { "200": answer("Subscribers", z.array(newsletterSubscriberSchema)), ...adminErrors },
  },
  {
    method: "post",
    path: "/api/posts/{id}/comments",
    operationId: "createComment",
    summary: "Comment under a published post; the comment waits for staff to approve it",
    access: "public",
    parameters: id("post"),
    body: "CommentInput",
    responses: {
      "201": answer("Stored, pending approval", postedCommentSchema),
      ...bodyErrors,
      "404": error("Unknown post, or a draft"),
      ...rateLimited,
    },
  },
  {
    method: "get",
    path: "/api/comments",
    operationId: "listComments",
    summary: "The comments of one state (pending by default), newest first, with each state's count",
    access: "staff",
    query: commentListQuerySchema,
    responses: {
      "200": answer("Comments and counts", commentListSchema),
      "400": error("Invalid query"),
      ...staffErrors,
    },
  },
  {
    method: "patch",
    path: "/api/comments/{id}",
    operationId: "setCommentStatus",
    summary: "Approve a comment, mark it as spam, or move it back to pending",
    access: "staff",
    parameters: id("comment"),
    body: "CommentStatusInput",
    responses: {
      "200": answer("Updated", commentSchema),
      ...bodyErrors,
      ...staffErrors,
      "404": error("Unknown id"),
    },
  },
  {
    method: "delete",
    path: "/api/comments/{id}",
    operationId: "deleteComment",
    summary: "Delete a comment",
    access: "staff",
    parameters: id("comment"),
    responses: { "204": answer("Deleted"), ...staffErrors, "404": error("Unknown id") },
  },
  {
    method: "post",
    path: "/api/comments/bulk",
    operationId: "moderateComments",
    summary: "Approve, mark as spam or delete up to 100 comments at once",
    description: "Answers the ids it changed; unknown ids, and comments already in the wanted state, are left out.",
    access: "staff",
    body: "CommentBulkInput",
    responses: { "200": answer("Changed", commentBulkAnswerSchema), ...bodyErrors, ...staffErrors },
  },
  ...contentKindNames.flatMap(contentOperations),
];

/** Site content (decision 019): the same seven operations for every kind. */
function contentOperations(kind: ContentKind): Operation[] {
  const path = `/api/content/${kind}`;
  const name = pascalCase(kind);
  const item = id("item");
  const notFound = { "404": error("Unknown id") };
  return [
    {
      method: "get",
      path,
      operationId: `list${name}`,
      summary: `List ${kind} (visitors: shown items only)`,
      access: "optional",
      responses: {
        "200": answer("Items in the site's order", contentItemListSchema),
        "400": error("Malformed address"),
      },
    },
    {
      method: "post",
      path,
      operationId: `create${name}Item`,
      summary: `Add to ${kind} (at the end)`,
      access: "staff",
      body: contentInputName(kind),
      responses: {
        "201": answer("Created", contentItemSchema),
        ...bodyErrors,
        ...staffErrors,
        "409": error("Address taken"),
      },
    },
    {
      method: "put",
      path: `${path}/order`,
      operationId: `order${name}`,
      summary: `Put ${kind} in order (every id once)`,
      access: "staff",
      body: "ContentOrderInput",
      responses: {
        "200": answer("The items in their new order", contentItemListSchema),
        ...bodyErrors,
        ...staffErrors,
        "409": error("The ids are not exactly the kind's items"),
      },
    },
    {
      method: "get",
      path: `${path}/{id}`,
      operationId: `get${name}Item`,
      summary: `One of ${kind}, every language`,
      access: "staff",
      parameters: item,
      responses: {
        "200": answer("The item", contentItemSchema),
        "400": error("Malformed address"),
        ...staffErrors,
        ...notFound,
      },
    },
    {
      method: "put",
      path: `${path}/{id}`,
      operationId: `update${name}Item`,
      summary: `Update one of ${kind}`,
      access: "staff",
      parameters: item,
      body: contentInputName(kind),
      responses: {
        "200": answer("Updated", contentItemSchema),
        ...bodyErrors,
        ...staffErrors,
        ...notFound,
        "409": error("Address taken"),
      },
    },
    {
      method: "patch",
      path: `${path}/{id}`,
      operationId: `show${name}Item`,
      summary: `Show or hide one of ${kind}`,
      access: "staff",
      parameters: item,
      body: "ContentVisibilityInput",
      responses: { "200": answer("Changed", contentItemSchema), ...bodyErrors, ...staffErrors, ...notFound },
    },
    {
      method: "delete",
      path: `${path}/{id}`,
      operationId: `delete${name}Item`,
      summary: `Delete one of ${kind}`,
      access: contentKinds[kind].deletedBy,
      parameters: item,
      responses: {
        "204": answer("Deleted"),
        ...(contentKinds[kind].deletedBy === "admin" ? adminErrors : staffErrors),
        ...notFound,
      },
    },
  ];
}
const security = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

/** JSON Schema for OpenAPI 3.1: no `$schema`/`$id` of its own; a date is its `format`, not Zod's long pattern. */
function documentSchema({ $schema: _, $id: __, ...json }: JsonSchema): JsonSchema {
  return json;
}
const dropDatePatterns = ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
  if (jsonSchema.format === "date-time") delete jsonSchema.pattern;
};

function inputJson(schema: z.ZodMiniType): JsonSchema {
  return documentSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

/**
 * Every answer schema as JSON: the named ones as components, the others (lists, health)
 * inline, referring to the components by `$ref`.
 */
function answerJson() {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(answers)) registry.add(schema, { id: name });
  const inline = new Map<z.ZodMiniType, string>();
  for (const { responses } of operations) {
    for (const { schema } of Object.values(responses)) {
      if (schema && !registry.has(schema) && !inline.has(schema)) {
        inline.set(schema, `inline${inline.size}`);
        registry.add(schema, { id: inline.get(schema)! });
      }
    }
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (name) => `#/components/schemas/${name}`,
    override: dropDatePatterns,
  }) as { schemas: Record<string, JsonSchema> };
  const components = Object.fromEntries(Object.keys(answers).map((name) => [name, documentSchema(schemas[name]!)]));
  const refOrInline = (schema: z.ZodMiniType) => {
    const name = registry.get(schema)!.id;
    return name in answers ? { $ref: `#/components/schemas/${name}` } : documentSchema(schemas[name]!);
  };
  return { components, refOrInline };
}

const jsonContent = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });

/** The API reference (OpenAPI 3.1) served at /api/openapi.json. */
export function openApiDocument(siteUrl: string) {
  const { components, refOrInline } = answerJson();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path, body, access, query, responses, ...operation } of operations) {
    paths[path] ??= {};
    paths[path][method] = {
      ...operation,
      ...(query && {
        parameters: Object.entries(inputJson(query).properties as Record<string, JsonSchema>).map(([name, schema]) => ({
          name,
          in: "query",
          required: false,
          schema,
        })),
      }),
      security: security[access],
      // OpenAPI has no roles of its own; this extension names the role an operation needs.
      "x-required-role": access === "admin" ? "admin" : access === "staff" ? "editor" : undefined,
      ...(body && {
        requestBody:
          typeof body === "string"
            ? { required: true, ...jsonContent({ $ref: `#/components/schemas/${body}` }) }
            : body,
      }),
      responses: Object.fromEntries(
        Object.entries(responses).map(([status, { description, schema }]) => [
          status,
          { description, ...(schema && jsonContent(refOrInline(schema))) },
        ]),
      ),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Agency site API",
      version: "1.0.0",
      license: { name: "Proprietary", url: `${siteUrl}/terms` },
      description:
        "JSON in, JSON out. Errors are {message, errors?}. Admin calls carry `Authorization: Bearer <token>` from POST /api/auth/login.",
    },
    servers: [{ url: siteUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        ...components,
        ...Object.fromEntries(Object.entries(inputs).map(([name, schema]) => [name, inputJson(schema)])),
      },
    },
    paths,
  };
}
