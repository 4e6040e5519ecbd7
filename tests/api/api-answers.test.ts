import { describe, expect, it } from "vitest";
import { checkAnswer, operationOf } from "../support/api-answers";

const post = {
  _id: "8f0c1c5e-3a4b-4d6e-9f00-112233445566",
  language: "en",
  translations: [
    {
      language: "en",
      id: "8f0c1c5e-3a4b-4d6e-9f00-112233445566",
      slug: "hello",
      title: "Hello",
      status: "published",
      publishAt: null,
      unpublishAt: null,
      deletedAt: null,
    },
  ],
  title: "Hello",
  slug: "hello",
  content: "<p>Hi</p>",
  excerpt: "Hi",
  image: null,
  category: { _id: "c1", name: "Tech" },
  tags: [],
  status: "published",
  seo: { title: "", description: "", keywords: [] },
  author: null,
  createdAt: "2026-01-02T03:04:05.678Z",
  updatedAt: "2026-01-02T03:04:05.678Z",
  publishedAt: "2026-01-02T03:04:05.678Z",
  publishAt: null,
  unpublishAt: null,
  deletedAt: null,
};

describe("the check every API test applies to the answers it gets", () => {
  it("finds the operation of a path, by id or slug, with doubled slashes and a query", () => {
    expect(operationOf("GET", "/api/posts/hello?lng=tr")?.operationId).toBe("getPost");
    expect(operationOf("PUT", "//api//posts/8f0c")?.operationId).toBe("updatePost");
    expect(operationOf("GET", "/api/posts?page=2")?.operationId).toBe("listPosts");
    expect(operationOf("PATCH", "/api/posts/x")).toBeUndefined();
  });

  it("passes an answer that matches its schema", () => {
    expect(checkAnswer("GET", "/api/posts/hello", 200, post)).toBe("getPost 200");
    expect(checkAnswer("DELETE", "/api/posts/x", 204, undefined)).toBe("deletePost 204");
    expect(checkAnswer("GET", "/api/posts/x", 404, { message: "Not found." })).toBe("getPost 404");
  });

  it("fails an answer with a field missing, added or mistyped, or a date that is not ISO 8601 UTC", () => {
    const { excerpt: _, ...missing } = post;
    for (const body of [
      missing,
      { ...post, passwordHash: "x" },
      { ...post, category: { _id: "c1", name: "Tech", slug: "tech" } },
      { ...post, tags: "a,b" },
      { ...post, status: "archived" },
      { ...post, publishedAt: "2026-01-02 03:04:05" },
    ]) {
      expect(() => checkAnswer("GET", "/api/posts/hello", 200, body), JSON.stringify(body)).toThrow(
        /does not match its schema/,
      );
    }
  });

  it("fails a success the document does not list, and a body where it lists none", () => {
    expect(() => checkAnswer("POST", "/api/posts", 200, post)).toThrow(/does not list/);
    expect(() => checkAnswer("GET", "/api/nothing", 200, {})).toThrow(/does not list/);
    expect(() => checkAnswer("DELETE", "/api/posts/x", 204, {})).toThrow(/lists no body/);
  });

  it("holds every error, listed or not, to {message, errors?}", () => {
    expect(checkAnswer("POST", "/api/posts", 400, { message: "Bad", errors: { title: "Required" } })).toBe(
      "createPost 400",
    );
    expect(checkAnswer("GET", "/api/nothing", 404, { message: "Not found." })).toBe("GET /api/nothing 404");
    expect(() => checkAnswer("POST", "/api/posts", 400, { error: "Bad" })).toThrow(/does not match/);
    expect(() => checkAnswer("GET", "/api/posts", 418, { message: "x", stack: "at …" })).toThrow(/does not match/);
  });

  it("leaves pages and the document itself alone", () => {
    expect(checkAnswer("GET", "/blog", 200, undefined)).toBeUndefined();
    expect(checkAnswer("GET", "/api/openapi.json", 200, { openapi: "3.1.0" })).toBeUndefined();
  });
});
