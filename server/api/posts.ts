import { type Request, type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { type PostInput, postInputSchema, postListQuerySchema } from "../../common/schemas";
import { currentUser } from "../auth/require-admin";
import { recordActivity } from "../db/activity.server";
import { sanitizePostHtml } from "../content/sanitize-html";
import { findCategory } from "../db/categories.server";
import {
  createPost,
  deletePost,
  findPost,
  isSlugTaken,
  listPosts,
  normalisePostListQuery,
  type PostValues,
  updatePost,
} from "../db/posts.server";
import type { DB } from "../db/schema";
import type { ContentCache } from "../cache/content-cache";
import { HttpError, jsonBody, notFound, parseBody, parseInput, sendCachedJson } from "./http";

export function postsRouter(
  db: Kysely<DB>,
  auth: { requireAdmin: RequestHandler; isAdmin: (req: Request) => Promise<boolean> },
  cache: ContentCache,
): Router {
  const onContentChange = () => cache.clear();
  const router = Router();
  const body = jsonBody("1mb");

  /** Validated input as stored: sanitised HTML and a category that exists. */
  async function postValues(input: PostInput, postId?: string): Promise<PostValues> {
    const { category, ...rest } = input;
    if (category && !(await findCategory(db, category))) throw new HttpError(400, "unknownCategory");
    if (input.slug && (await isSlugTaken(db, input.slug, postId))) throw new HttpError(409, "slugTaken");
    return { ...rest, content: sanitizePostHtml(input.content), categoryId: category };
  }

  router.get("/posts", async (req, res) => {
    const query = parseInput(postListQuerySchema, req.query);
    if (await auth.isAdmin(req)) {
      return void res.json(await listPosts(db, { ...query, status: query.status === "all" ? undefined : query.status }));
    }
    // Visitors only ever see published posts, whatever they ask for.
    const visitorQuery = normalisePostListQuery({ ...query, status: "published" as const });
    await sendCachedJson(res, cache, `posts:${JSON.stringify(visitorQuery)}`, () => listPosts(db, visitorQuery));
  });

  router.get("/posts/:idOrSlug", async (req, res) => {
    const idOrSlug = req.params.idOrSlug as string;
    if (await auth.isAdmin(req)) {
      const post = await findPost(db, idOrSlug);
      if (!post) throw notFound("postNotFound");
      return void res.json(post);
    }
    await sendCachedJson(res, cache, `post:${idOrSlug}`, async () => {
      const post = await findPost(db, idOrSlug);
      if (!post || post.status !== "published") throw notFound("postNotFound");
      return post;
    });
  });

  router.post("/posts", auth.requireAdmin, ...body, async (req, res) => {
    const values = await postValues(parseBody(postInputSchema, req));
    const post = await createPost(db, values, currentUser(res).id);
    await recordActivity(db, { kind: "post.created", subjectId: post._id, title: post.title, actorId: currentUser(res).id });
    res.status(201).json(post);
    onContentChange();
  });

  router.put("/posts/:id", auth.requireAdmin, ...body, async (req, res) => {
    const id = req.params.id as string;
    const values = await postValues(parseBody(postInputSchema, req), id);
    const post = await updatePost(db, id, values);
    if (!post) throw notFound("postNotFound");
    await recordActivity(db, { kind: "post.updated", subjectId: id, title: post.title, actorId: currentUser(res).id });
    res.json(post);
    onContentChange();
  });

  router.delete("/posts/:id", auth.requireAdmin, async (req, res) => {
    const id = req.params.id as string;
    const deleted = await deletePost(db, id);
    if (!deleted) throw notFound("postNotFound");
    await recordActivity(db, { kind: "post.deleted", subjectId: id, title: deleted.title, actorId: currentUser(res).id });
    res.status(204).end();
    onContentChange();
  });

  return router;
}
