import { type Request, type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { type PostInput, postInputSchema, postListQuerySchema } from "../../common/post";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { findCategory } from "../db/categories.server";
import {
  createPost,
  createTranslation,
  deletePost,
  findPost,
  isSlugTaken,
  findPublishedPost,
  listPosts,
  listPublishedPosts,
  normalisePostListQuery,
  type PostValues,
  TranslationExistsError,
  updatePost,
} from "../db/posts.server";
import type { DB } from "../db/schema.server";
import type { AnswerCache } from "../cache/answer-cache.server";
import { jsonBody, parseBody, parseInput, sendCachedJson } from "./http.server";
import { HttpError, notFound } from "../http-error.server";

export function postsRouter(
  db: Kysely<DB>,
  auth: { requireStaff: RequestHandler; isStaff: (req: Request) => Promise<boolean> },
  cache: AnswerCache,
): Router {
  const router = Router();
  const body = jsonBody("1mb");

  /** Validated input with a category that exists and a free slug (the data module sanitises the HTML). */
  async function postValues(input: PostInput, postId?: string): Promise<PostValues> {
    const { category, translationOf: _source, ...rest } = input;
    if (category && !(await findCategory(db, category))) throw new HttpError(400, "unknownCategory");
    if (input.slug && (await isSlugTaken(db, input.slug, postId))) throw new HttpError(409, "slugTaken");
    return { ...rest, categoryId: category };
  }

  router.get("/posts", async (req, res) => {
    const query = parseInput(postListQuerySchema, req.query);
    if (await auth.isStaff(req)) {
      return void res.json(
        await listPosts(db, { ...query, status: query.status === "all" ? undefined : query.status }),
      );
    }
    // Visitors only ever see published posts, whatever `status` they ask for.
    const { status: _ignored, ...visitorQuery } = normalisePostListQuery(query);
    await sendCachedJson(res, cache, `posts:${JSON.stringify(visitorQuery)}`, () =>
      listPublishedPosts(db, visitorQuery),
    );
  });

  router.get("/posts/:idOrSlug", async (req, res) => {
    const idOrSlug = req.params.idOrSlug as string;
    if (await auth.isStaff(req)) {
      const post = await findPost(db, idOrSlug);
      if (!post) throw notFound("postNotFound");
      return void res.json(post);
    }
    await sendCachedJson(res, cache, `post:${idOrSlug}`, async () => {
      const post = await findPublishedPost(db, idOrSlug);
      if (!post) throw notFound("postNotFound");
      return post;
    });
  });

  router.post("/posts", auth.requireStaff, ...body, async (req, res) => {
    const input = parseBody(postInputSchema, req);
    const values = await postValues(input);
    let post;
    try {
      post = input.translationOf
        ? await createTranslation(db, input.translationOf, values)
        : await createPost(db, values, currentUser(res).id);
    } catch (error) {
      if (error instanceof TranslationExistsError) throw new HttpError(409, "translationExists");
      throw error;
    }
    if (!post) throw notFound("translationSourceNotFound");
    await recordActivity(db, {
      kind: "post.created",
      subjectId: post._id,
      title: post.title,
      actorId: currentUser(res).id,
    });
    res.status(201).json(post);
  });

  router.put("/posts/:id", auth.requireStaff, ...body, async (req, res) => {
    const id = req.params.id as string;
    // A version keeps the language it was created in.
    const { language: _fixed, ...values } = await postValues(parseBody(postInputSchema, req), id);
    const post = await updatePost(db, id, values);
    if (!post) throw notFound("postNotFound");
    await recordActivity(db, { kind: "post.updated", subjectId: id, title: post.title, actorId: currentUser(res).id });
    res.json(post);
  });

  router.delete("/posts/:id", auth.requireStaff, async (req, res) => {
    const id = req.params.id as string;
    const deleted = await deletePost(db, id);
    if (!deleted) throw notFound("postNotFound");
    await recordActivity(db, {
      kind: "post.deleted",
      subjectId: id,
      title: deleted.title,
      actorId: currentUser(res).id,
    });
    res.status(204).end();
  });

  return router;
}
