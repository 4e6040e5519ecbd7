import * as z from "zod/mini";
import {
  applicationInputSchema,
  categoryInputSchema,
  contactMessageReadSchema,
  contactMessageSchema,
  loginSchema,
  newsletterSchema,
  postInputSchema,
  postListQuerySchema,
} from "../../common/schemas";

type JsonSchema = Record<string, unknown>;

const inputSchema = (schema: z.ZodMiniType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return json;
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });
const errorResponse = (description: string) => ({ description, ...json(ref("Error")) });
const idParam = (name = "id", description?: string) => ({ name, in: "path", required: true, description, schema: { type: "string" } });

const string = { type: "string" };
const dateTime = { type: "string", format: "date-time" };
const named = { type: "object", properties: { _id: string, name: string }, required: ["_id", "name"] };

const bearer = [{ bearerAuth: [] }];
/** Public operations: no token. */
const open: never[] = [];
/** Public, but a staff token shows more (drafts). */
const optionalBearer = [{}, { bearerAuth: [] }];
const adminErrors = {
  "401": errorResponse("No, malformed, forged or expired token"),
  "403": errorResponse("Not an admin"),
};
const bodyErrors = {
  "400": errorResponse("Invalid JSON or input; `errors` names the fields"),
  "413": errorResponse("Body too large"),
  "415": errorResponse("Body is not application/json"),
};

/** The API reference (OpenAPI 3.1), generated from the same Zod schemas that validate requests. */
export function openApiDocument(siteUrl: string) {
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
        Error: {
          type: "object",
          properties: { message: string, errors: { type: "object", additionalProperties: string } },
          required: ["message"],
        },
        User: {
          type: "object",
          properties: { _id: string, name: string, email: string, role: string, createdAt: dateTime },
        },
        Category: {
          type: "object",
          properties: { _id: string, name: string, description: string, createdAt: dateTime },
        },
        Post: {
          type: "object",
          properties: {
            _id: string,
            title: string,
            slug: string,
            content: { type: "string", description: "Sanitised HTML" },
            excerpt: string,
            image: { type: ["string", "null"] },
            category: { oneOf: [named, { type: "null" }] },
            tags: { type: "array", items: string },
            status: { type: "string", enum: ["draft", "published"] },
            seo: {
              type: "object",
              properties: { title: string, description: string, keywords: { type: "array", items: string } },
            },
            author: { oneOf: [named, { type: "null" }] },
            createdAt: dateTime,
            updatedAt: dateTime,
            publishedAt: { type: ["string", "null"], format: "date-time" },
          },
        },
        PostPage: {
          type: "object",
          properties: {
            posts: { type: "array", items: ref("Post") },
            total: { type: "integer" },
            page: { type: "integer" },
            limit: { type: "integer" },
          },
        },
        Application: {
          type: "object",
          properties: {
            _id: string, name: string, email: string, message: string, phoneNumber: string, businessName: string, createdAt: dateTime,
          },
        },
        ContactMessage: {
          type: "object",
          properties: { _id: string, name: string, email: string, subject: string, message: string, read: { type: "boolean" }, createdAt: dateTime },
        },
        Subscriber: { type: "object", properties: { _id: string, email: string, createdAt: dateTime } },
        MediaItem: {
          type: "object",
          properties: {
            _id: string,
            url: { type: "string", description: "The largest WebP variant, under /media/" },
            variants: {
              type: "array",
              items: { type: "object", properties: { width: { type: "integer" }, url: string } },
            },
            width: { type: "integer" },
            height: { type: "integer" },
            originalName: string,
            bytes: { type: "integer" },
            createdAt: dateTime,
          },
        },
        Stat: {
          type: "object",
          properties: { value: { type: "integer" }, last30Days: { type: "integer" }, previous30Days: { type: "integer" } },
        },
        Dashboard: {
          type: "object",
          properties: {
            stats: {
              type: "object",
              properties: {
                publishedPosts: ref("Stat"),
                draftPosts: ref("Stat"),
                applications: ref("Stat"),
                unreadMessages: ref("Stat"),
              },
            },
            recentPosts: { type: "array", items: ref("Post") },
            activity: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  _id: string,
                  kind: { type: "string", enum: ["post.created", "post.updated", "post.deleted", "application.received"] },
                  subjectId: string,
                  title: string,
                  actor: { oneOf: [named, { type: "null" }] },
                  createdAt: dateTime,
                },
              },
            },
          },
        },
        ContactMessageReadInput: inputSchema(contactMessageReadSchema),
        LoginInput: inputSchema(loginSchema),
        CategoryInput: inputSchema(categoryInputSchema),
        PostInput: inputSchema(postInputSchema),
        ApplicationInput: inputSchema(applicationInputSchema),
        ContactMessageInput: inputSchema(contactMessageSchema),
        NewsletterInput: inputSchema(newsletterSchema),
      },
    },
    paths: {
      "/api/health": {
        get: {
          operationId: "getHealth", security: open,
          summary: "Health",
          responses: {
            "200": {
              description: "The database answers",
              ...json({ type: "object", properties: { status: { const: "ok" } }, required: ["status"] }),
            },
            "400": errorResponse("Malformed address or Host"),
            "503": {
              description: "The database does not answer",
              ...json({ type: "object", properties: { status: { const: "unavailable" }, message: string }, required: ["status", "message"] }),
            },
          },
        },
      },
      "/api/auth/login": {
        post: {
          operationId: "signIn", security: open,
          summary: "Sign in",
          requestBody: { required: true, ...json(ref("LoginInput")) },
          responses: {
            "200": { description: "Token and user", ...json({ type: "object", properties: { token: string, user: ref("User") } }) },
            ...bodyErrors,
            "401": errorResponse("Wrong email or password"),
            "429": errorResponse("Too many failed attempts; see Retry-After"),
          },
        },
      },
      "/api/auth/logout": {
        post: {
          operationId: "signOut",
          summary: "Sign out: every token of this user stops working, on every instance",
          security: bearer,
          responses: { "204": { description: "Signed out" }, ...adminErrors },
        },
      },
      "/api/auth/me": {
        get: { operationId: "getCurrentUser", summary: "The signed-in user", security: bearer, responses: { "200": { description: "User", ...json(ref("User")) }, ...adminErrors } },
      },
      "/api/categories": {
        get: {
          operationId: "listCategories",
          security: open,
          summary: "List categories",
          responses: { "200": { description: "Categories", ...json({ type: "array", items: ref("Category") }) }, "400": errorResponse("Malformed address") },
        },
        post: {
          operationId: "createCategory",
          summary: "Create a category",
          security: bearer,
          requestBody: { required: true, ...json(ref("CategoryInput")) },
          responses: { "201": { description: "Created", ...json(ref("Category")) }, ...bodyErrors, ...adminErrors, "409": errorResponse("Name exists") },
        },
      },
      "/api/categories/{id}": {
        put: {
          operationId: "updateCategory",
          summary: "Update a category",
          security: bearer,
          parameters: [idParam()],
          requestBody: { required: true, ...json(ref("CategoryInput")) },
          responses: {
            "200": { description: "Updated", ...json(ref("Category")) },
            ...bodyErrors,
            ...adminErrors,
            "404": errorResponse("Unknown id"),
            "409": errorResponse("Name exists"),
          },
        },
        delete: {
          operationId: "deleteCategory",
          summary: "Delete a category (its posts keep existing, without a category)",
          security: bearer,
          parameters: [idParam()],
          responses: { "204": { description: "Deleted" }, ...adminErrors, "404": errorResponse("Unknown id") },
        },
      },
      "/api/posts": {
        get: {
          operationId: "listPosts", security: optionalBearer,
          summary: "List posts (visitors: published only)",
          parameters: Object.entries(
            (inputSchema(postListQuerySchema).properties ?? {}) as Record<string, JsonSchema>,
          ).map(([name, schema]) => ({ name, in: "query", required: false, schema })),
          responses: { "200": { description: "A page of posts", ...json(ref("PostPage")) }, "400": errorResponse("Invalid query") },
        },
        post: {
          operationId: "createPost",
          summary: "Create a post",
          security: bearer,
          requestBody: { required: true, ...json(ref("PostInput")) },
          responses: { "201": { description: "Created", ...json(ref("Post")) }, ...bodyErrors, ...adminErrors, "409": errorResponse("Slug taken") },
        },
      },
      "/api/posts/{idOrSlug}": {
        get: {
          operationId: "getPost", security: optionalBearer,
          summary: "One post by id or slug (a draft only with a token)",
          parameters: [idParam("idOrSlug", "The post's id or slug")],
          responses: { "200": { description: "Post", ...json(ref("Post")) }, "404": errorResponse("Unknown, or a draft") },
        },
        put: {
          operationId: "updatePost",
          summary: "Update a post",
          security: bearer,
          parameters: [idParam("idOrSlug", "The post's id")],
          requestBody: { required: true, ...json(ref("PostInput")) },
          responses: {
            "200": { description: "Updated", ...json(ref("Post")) },
            ...bodyErrors,
            ...adminErrors,
            "404": errorResponse("Unknown id"),
            "409": errorResponse("Slug taken"),
          },
        },
        delete: {
          operationId: "deletePost",
          summary: "Delete a post",
          security: bearer,
          parameters: [idParam("idOrSlug", "The post's id")],
          responses: { "204": { description: "Deleted" }, ...adminErrors, "404": errorResponse("Unknown id") },
        },
      },
      "/api/applications": {
        post: {
          operationId: "createApplication", security: open,
          summary: "Send a business application",
          requestBody: { required: true, ...json(ref("ApplicationInput")) },
          responses: { "201": { description: "Stored", ...json(ref("Application")) }, ...bodyErrors, "429": errorResponse("Rate limited") },
        },
        get: {
          operationId: "listApplications",
          summary: "Applications, newest first",
          security: bearer,
          responses: { "200": { description: "Applications", ...json({ type: "array", items: ref("Application") }) }, ...adminErrors },
        },
      },
      "/api/contact": {
        post: {
          operationId: "sendContactMessage", security: open,
          summary: "Send a contact message (stored; emailed when SMTP is configured)",
          requestBody: { required: true, ...json(ref("ContactMessageInput")) },
          responses: { "201": { description: "Stored", ...json(ref("ContactMessage")) }, ...bodyErrors, "429": errorResponse("Rate limited") },
        },
      },
      "/api/contact-messages": {
        get: {
          operationId: "listContactMessages",
          summary: "Contact messages, newest first",
          security: bearer,
          responses: { "200": { description: "Messages", ...json({ type: "array", items: ref("ContactMessage") }) }, ...adminErrors },
        },
      },
      "/api/contact-messages/{id}": {
        patch: {
          operationId: "markContactMessageRead",
          summary: "Mark a contact message read or unread",
          security: bearer,
          parameters: [idParam()],
          requestBody: { required: true, ...json(ref("ContactMessageReadInput")) },
          responses: {
            "200": { description: "Updated", ...json(ref("ContactMessage")) },
            ...bodyErrors,
            ...adminErrors,
            "404": errorResponse("Unknown id"),
          },
        },
      },
      "/api/media": {
        get: {
          operationId: "listMedia",
          summary: "Uploaded images, newest first",
          security: bearer,
          responses: { "200": { description: "Images", ...json({ type: "array", items: ref("MediaItem") }) }, ...adminErrors },
        },
        post: {
          operationId: "uploadMedia",
          summary: "Upload an image (JPEG, PNG, WebP, GIF or AVIF, judged by content; at most 10 MB)",
          description:
            "The body is the file itself. `X-File-Name` (URI-encoded) names it in the library. The image is re-encoded to WebP at widths up to 480, 960 and 1600 pixels, metadata stripped.",
          security: bearer,
          parameters: [{ name: "X-File-Name", in: "header", required: false, schema: string }],
          requestBody: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
          responses: {
            "201": { description: "Stored", ...json(ref("MediaItem")) },
            "400": errorResponse("Empty body"),
            ...adminErrors,
            "413": errorResponse("Larger than 10 MB or 50 megapixels"),
            "415": errorResponse("Not a JPEG, PNG, WebP, GIF or AVIF image"),
          },
        },
      },
      "/api/media/{id}": {
        delete: {
          operationId: "deleteMedia",
          summary: "Delete an image and its files",
          security: bearer,
          parameters: [idParam()],
          responses: { "204": { description: "Deleted" }, ...adminErrors, "404": errorResponse("Unknown id") },
        },
      },
      "/api/dashboard": {
        get: {
          operationId: "getDashboard",
          summary: "The admin dashboard: figures with their change against the previous 30 days, latest posts, latest activity",
          security: bearer,
          responses: { "200": { description: "Dashboard", ...json(ref("Dashboard")) }, ...adminErrors },
        },
      },
      "/api/newsletter": {
        post: {
          operationId: "subscribe", security: open,
          summary: "Subscribe (idempotent: 201 new, 200 already subscribed)",
          requestBody: { required: true, ...json(ref("NewsletterInput")) },
          responses: {
            "201": { description: "Subscribed", ...json(ref("Subscriber")) },
            "200": { description: "Already subscribed", ...json(ref("Subscriber")) },
            ...bodyErrors,
            "429": errorResponse("Rate limited"),
          },
        },
        get: {
          operationId: "listSubscribers",
          summary: "Subscribers, newest first",
          security: bearer,
          responses: { "200": { description: "Subscribers", ...json({ type: "array", items: ref("Subscriber") }) }, ...adminErrors },
        },
      },
    },
  };
}
