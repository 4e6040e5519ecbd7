import * as z from "zod/mini";
import { errorAnswerSchema } from "../../common/api-answers";
import { categorySchema } from "../../common/category";
import {
  notFoundListSchema,
  notFoundPathSchema,
  redirectCsvAnswerSchema,
  redirectListSchema,
  redirectSchema,
} from "../../common/redirect";
import { contentItemListSchema, contentItemSchema } from "../../common/content/items";
import { newContentDraftSchema, pendingNewContentDraftSchema } from "../../common/new-draft";
import { commentBulkAnswerSchema, commentListSchema, commentSchema, postedCommentSchema } from "../../common/comment";
import { activityEntrySchema, activityPageSchema, dashboardSchema, statSchema } from "../../common/dashboard";
import {
  applicationSchema,
  contactMessageSchema,
  leadCountsSchema,
  newsletterSubscriberSchema,
} from "../../common/leads";
import { newsletterSendSchema } from "../../common/newsletter";
import { logoOrderSchema, logoOrderStartedSchema, logoProposalsSchema } from "../../common/logo";
import { notificationsSchema } from "../../common/notifications";
import { mediaItemSchema, mediaUsageSchema } from "../../common/media";
import { importJobSchema } from "../../common/import";
import { postPageSchema, postSchema } from "../../common/post";
import {
  newPostDraftSchema,
  pendingAutosaveSchema,
  pendingNewPostDraftSchema,
  postRevisionListSchema,
  postRevisionSchema,
  postRevisionSummarySchema,
} from "../../common/post-revision";
import { siteSettingsSchema } from "../../common/settings";
import { leadReplySchema, leadStorySchema } from "../../common/lead-story";
import { webhookDeliverySchema, webhookSchema } from "../../common/webhooks";
import {
  authorSchema,
  loginAnswerSchema,
  profileAnswerSchema,
  signedInAnswerSchema,
  userSchema,
  userWithPasswordSchema,
} from "../../common/user";
import { answersOf, documentPath, jsonBodyOf, type Operation, type Role } from "./operation.server";

// The API reference, generated from the operations' declarations and the Zod schemas in
// common/ that validate the requests and describe the answers (tests/api check every
// answer against the schema its operation names).

type JsonSchema = Record<string, unknown>;

/** The shapes the server answers with, under their names in the document. */
const answers = {
  Error: errorAnswerSchema,
  User: userSchema,
  Author: authorSchema,
  SignedInAnswer: signedInAnswerSchema,
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
  NewsletterSend: newsletterSendSchema,
  LogoProposals: logoProposalsSchema,
  LogoOrderStarted: logoOrderStartedSchema,
  LogoOrder: logoOrderSchema,
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
  PostRevisionSummary: postRevisionSummarySchema,
  PostRevision: postRevisionSchema,
  PostRevisionList: postRevisionListSchema,
  PendingAutosave: pendingAutosaveSchema,
  Redirect: redirectSchema,
  ImportJob: importJobSchema,
  RedirectList: redirectListSchema,
  RedirectCsvAnswer: redirectCsvAnswerSchema,
  NotFoundPath: notFoundPathSchema,
  NotFoundList: notFoundListSchema,
  NewPostDraft: newPostDraftSchema,
  PendingNewPostDraft: pendingNewPostDraftSchema,
  LeadReply: leadReplySchema,
  LeadStory: leadStorySchema,
  Webhook: webhookSchema,
  WebhookDelivery: webhookDeliverySchema,
  NewContentDraft: newContentDraftSchema,
  PendingNewContentDraft: pendingNewContentDraftSchema,
};

const security: Record<Role, JsonSchema[]> = {
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
function answerJson(operations: readonly Operation[]) {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(answers)) registry.add(schema, { id: name });
  const inline = new Map<z.ZodMiniType, string>();
  for (const operation of operations) {
    for (const { schema } of Object.values(answersOf(operation))) {
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

/** Path parameters, then the headers it reads, then query parameters. */
function parametersOf({ params = {}, headers = [], query }: Operation): JsonSchema[] {
  const queryFields = query ? (inputJson(query).properties as Record<string, JsonSchema>) : {};
  return [
    ...Object.entries(params).map(([name, description]) => ({
      name,
      in: "path",
      required: true,
      description,
      schema: { type: "string" },
    })),
    ...headers.map((name) => ({ name, in: "header", required: false, schema: { type: "string" } })),
    ...Object.entries(queryFields).map(([name, schema]) => ({ name, in: "query", required: false, schema })),
  ];
}

/** The API reference (OpenAPI 3.1) served at /api/openapi.json. */
export function openApiDocument(operations: readonly Operation[], siteUrl: string) {
  const { components, refOrInline } = answerJson(operations);
  const inputs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const { method, operationId, summary, description, role, body } = operation;
    const jsonBody = jsonBodyOf(operation);
    if (jsonBody) inputs[jsonBody.name] ??= inputJson(jsonBody.schema);
    const parameters = parametersOf(operation);
    paths[documentPath(operation)] ??= {};
    paths[documentPath(operation)]![method] = {
      operationId,
      summary,
      ...(description && { description }),
      ...(parameters.length > 0 && { parameters }),
      security: security[role],
      // OpenAPI has no roles of its own; this extension names the role an operation needs.
      "x-required-role": role === "admin" ? "admin" : role === "staff" ? "editor" : undefined,
      ...(body && {
        requestBody: jsonBody
          ? { required: true, ...jsonContent({ $ref: `#/components/schemas/${jsonBody.name}` }) }
          : "document" in body && body.document,
      }),
      responses: Object.fromEntries(
        Object.entries(answersOf(operation)).map(([status, { description, schema, fileType }]) => [
          status,
          {
            description,
            ...(schema && jsonContent(refOrInline(schema))),
            ...(fileType && { content: { [fileType]: { schema: { type: "string", format: "binary" } } } }),
          },
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
      schemas: { ...components, ...inputs },
    },
    paths,
  };
}
