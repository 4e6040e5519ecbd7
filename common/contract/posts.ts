import { postInputSchema, postListQuerySchema, postPageSchema, postSchema } from "../post";
import { answer, endpoint, error } from "./endpoint";

const body = {
  name: "PostInput",
  schema: postInputSchema,
  limit: "1mb",
  example: {
    title: "Five questions to ask before a rebrand",
    content: "<p>Start with what the name already means to the people who use it.</p>",
    excerpt: "What to settle before the first sketch.",
    tags: ["branding"],
  },
};
const byId = { idOrSlug: "The post's _id" };

/** Blog posts: visitors read the published ones (cached), staff write them in every language. */
export const postContract = {
  listPosts: endpoint({
    method: "get",
    path: "/posts",
    operationId: "listPosts",
    summary: "List posts (visitors: published only; `lang`: only that language's versions)",
    role: "optional",
    query: postListQuerySchema,
    responses: { "200": answer("A page of posts", postPageSchema), "400": error("Invalid query") },
  }),
  createPost: endpoint({
    method: "post",
    path: "/posts",
    operationId: "createPost",
    summary: "Create a post, or with `translationOf` a version of one in another `language`",
    role: "staff",
    body,
    responses: {
      "201": answer("Created", postSchema),
      "404": error("The post named by translationOf does not exist"),
      "409": error("Slug taken, or the post already has a version in this language"),
    },
  }),
  getPost: endpoint({
    method: "get",
    path: "/posts/:idOrSlug",
    operationId: "getPost",
    summary: "One post by id or slug (a draft only with a token)",
    role: "optional",
    params: { idOrSlug: "The post's _id or slug" },
    responses: { "200": answer("Post", postSchema), "404": error("Unknown, or a draft") },
  }),
  updatePost: endpoint({
    method: "put",
    path: "/posts/:idOrSlug",
    operationId: "updatePost",
    summary: "Update a post",
    role: "staff",
    params: byId,
    body,
    responses: {
      "200": answer("Updated", postSchema),
      "404": error("Unknown id"),
      "409": error("Slug taken, or the post is in the trash"),
    },
  }),
  deletePost: endpoint({
    method: "delete",
    path: "/posts/:idOrSlug",
    operationId: "deletePost",
    summary: "Move a post version to the trash (restored or deleted for good with POST /api/articles/bulk)",
    role: "staff",
    params: byId,
    responses: { "204": answer("Moved to the trash"), "404": error("Unknown id, or already in the trash") },
  }),
};
