import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

const endpoints = [
  { method: "POST", path: "/api/auth/login" },
  { method: "GET", path: "/api/auth/me" },
  { method: "GET", path: "/api/categories" },
  { method: "POST", path: "/api/categories" },
  { method: "PUT", path: "/api/categories/:id" },
  { method: "DELETE", path: "/api/categories/:id" },
  { method: "GET", path: "/api/posts" },
  { method: "GET", path: "/api/posts/:id" },
  { method: "POST", path: "/api/posts" },
  { method: "PUT", path: "/api/posts/:id" },
  { method: "DELETE", path: "/api/posts/:id" },
  { method: "POST", path: "/api/applications" },
  { method: "GET", path: "/api/applications" },
  { method: "POST", path: "/api/contact-messages" },
  { method: "GET", path: "/api/contact-messages" },
  { method: "POST", path: "/api/newsletter-subscribers" },
  { method: "GET", path: "/api/newsletter-subscribers" },
];

const contentTypes = [
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/json; charset=utf-16",
  "",
];

/** A request made of generated parts: any JSON or raw text, query and id. */
const request = fc.record({
  id: fc.string({ unit: "binary", maxLength: 40 }),
  query: fc.dictionary(
    fc.string({ maxLength: 10 }),
    fc.oneof(fc.string({ maxLength: 20 }), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 })),
  ),
  body: fc.oneof(
    fc.record({ kind: fc.constant("json" as const), value: fc.jsonValue({ maxDepth: 3 }) }),
    fc.record({
      kind: fc.constant("object" as const),
      value: fc.dictionary(
        fc.constantFrom(
          "title",
          "content",
          "excerpt",
          "name",
          "email",
          "password",
          "tags",
          "seo",
          "status",
          "category",
          "slug",
          "image",
          "message",
          "phoneNumber",
          "businessName",
          "user_name",
          "user_email",
          "subject",
          "website",
          "description",
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    }),
    fc.record({
      kind: fc.constant("raw" as const),
      value: fc.string({ unit: "binary", maxLength: 200 }),
      type: fc.constantFrom(...contentTypes),
    }),
  ),
  token: fc.option(fc.oneof(fc.string({ maxLength: 60 }), fc.constant("valid")), { nil: undefined }),
});

describe.each(testDialects)("generated malformed requests on %s", (dialect) => {
  let validToken: string;

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    validToken = await api.adminToken();
  });

  // The endpoints side by side: each one's requests wait on the database and on hashing
  // (sign-in) while another's are answered; the answers are only ever checked for 2xx or 4xx.
  it.concurrent.for(endpoints)(
    "$method $path answers only 2xx or 4xx with JSON {message}",
    async ({ method, path }, { expect }) => {
      await fc.assert(
        fc.asyncProperty(request, async ({ id, query, body, token }) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
          const url = `${path.replace(":id", encodeURIComponent(id) || "x")}?${search}`;
          const headers: Record<string, string> = {};
          let rawBody: string | undefined;
          if (method !== "GET" && method !== "DELETE") {
            rawBody = body.kind === "raw" ? body.value : JSON.stringify(body.value);
            const type = body.kind === "raw" ? body.type : "application/json";
            if (type) headers["content-type"] = type;
          }
          const response = await api
            .call(method, url, {
              rawBody,
              headers,
              token: token === "valid" ? validToken : token?.replace(/[^\x21-\x7e]/g, "") || undefined,
            })
            .catch((error: Error) => ({ status: 0, body: { error: error.message }, headers: new Headers() }));
          expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          if (response.status >= 400)
            expect(response.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
        }),
        { numRuns: 60 },
      );
      expect((await api.call("GET", "/api/health")).status).toBe(200);
    },
  );
});
