import type { Kysely } from "kysely";
import { type PostInput, postInputSchema, postListQuerySchema, postPageSchema, postSchema } from "../../common/post";
import { currentUser } from "../auth/require-staff.server";
import { postChanges } from "../db/activity-changes.server";
import { recordActivity } from "../db/activity.server";
import { isActiveAuthor } from "../db/authors.server";
import { findCategory } from "../db/categories.server";
import {
  createPost,
  createTranslation,
  findPost,
  isPostAuthor,
  isSlugTaken,
  findPublishedPost,
  listPosts,
  listPublishedPosts,
  normalisePostListQuery,
  PostInTrashError,
  type PostValues,
  TranslationExistsError,
  trashPost,
  updatePost,
} from "../db/posts.server";
import { discardNewDraft } from "../db/new-drafts.server";
import { recordPostSave } from "../db/post-revisions.server";
import type { DB } from "../db/schema.server";
import { FieldRefused, HttpError, notFound } from "../http-error.server";
import { sendCachedJson } from "./http.server";
import { answer, error, operation } from "./operation.server";

/**
 * Validated input with a category that exists, an author who is active staff (or the
 * post's author already) and a free slug (the data module sanitises the HTML).
 */
async function postValues(db: Kysely<DB>, input: PostInput, postId?: string): Promise<PostValues> {
  const { category, translationOf: _source, author, ...rest } = input;
  if (category && !(await findCategory(db, category))) throw new HttpError(400, "unknownCategory");
  if (author && !(await isActiveAuthor(db, author)) && !(postId && (await isPostAuthor(db, postId, author))))
    throw new FieldRefused("author", "unknownAuthor");
  if (input.slug && (await isSlugTaken(db, input.slug, postId))) throw new HttpError(409, "slugTaken");
  return { ...rest, categoryId: category, authorId: author };
}

const body = { name: "PostInput", schema: postInputSchema, limit: "1mb" };
const byId = { idOrSlug: "The post's _id" };

/** Blog posts: visitors read the published ones (cached), staff write them in every language. */
export const postOperations = [
  operation({
    method: "get",
    path: "/posts",
    operationId: "listPosts",
    summary: "List posts (visitors: published only; `lang`: only that language's versions)",
    role: "optional",
    query: postListQuerySchema,
    responses: { "200": answer("A page of posts", postPageSchema), "400": error("Invalid query") },
    async handle({ req, res, query }, { db, answerCache, isStaff }) {
      if (await isStaff(req)) {
        return void res.json(
          await listPosts(db, { ...query, status: query.status === "all" ? undefined : query.status }),
        );
      }
      // Visitors only ever see published posts, whatever `status` they ask for.
      const { status: _ignored, ...visitorQuery } = normalisePostListQuery(query);
      await sendCachedJson(res, answerCache, `posts:${JSON.stringify(visitorQuery)}`, () =>
        listPublishedPosts(db, visitorQuery),
      );
    },
  }),
  operation({
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
    async handle({ res, body: input }, { db }) {
      const values = await postValues(db, input);
      let post;
      try {
        post = input.translationOf
          ? await createTranslation(db, input.translationOf, values)
          : await createPost(db, values, values.authorId ?? currentUser(res).id);
      } catch (error) {
        if (error instanceof TranslationExistsError) throw new HttpError(409, "translationExists");
        throw error;
      }
      if (!post) throw notFound("translationSourceNotFound");
      await recordPostSave(db, post, currentUser(res).id);
      // The new post typed before this first save is this post now (a translation is not it).
      if (!input.translationOf) await discardNewDraft(db, currentUser(res).id, "post");
      await recordActivity(db, {
        kind: "post.created",
        subjectId: post._id,
        title: post.title,
        actorId: currentUser(res).id,
      });
      res.status(201).json(post);
    },
  }),
  operation({
    method: "get",
    path: "/posts/:idOrSlug",
    operationId: "getPost",
    summary: "One post by id or slug (a draft only with a token)",
    role: "optional",
    params: { idOrSlug: "The post's _id or slug" },
    responses: { "200": answer("Post", postSchema), "404": error("Unknown, or a draft") },
    async handle({ req, res, params: { idOrSlug } }, { db, answerCache, isStaff }) {
      if (await isStaff(req)) {
        const post = await findPost(db, idOrSlug);
        if (!post) throw notFound("postNotFound");
        return void res.json(post);
      }
      await sendCachedJson(res, answerCache, `post:${idOrSlug}`, async () => {
        const post = await findPublishedPost(db, idOrSlug);
        if (!post) throw notFound("postNotFound");
        return post;
      });
    },
  }),
  operation({
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
    async handle({ res, body: input, params: { idOrSlug: id } }, { db }) {
      // A version keeps the language it was created in.
      const { language: _fixed, ...values } = await postValues(db, input, id);
      const before = await findPost(db, id);
      const post =
        before &&
        (await updatePost(db, id, values).catch((error: unknown) => {
          if (error instanceof PostInTrashError) throw new HttpError(409, "postInTrash");
          throw error;
        }));
      if (!post) throw notFound("postNotFound");
      const actorId = currentUser(res).id;
      await recordPostSave(db, post, actorId);
      await recordActivity(db, {
        kind: "post.updated",
        subjectId: id,
        title: post.title,
        actorId,
        changes: postChanges(before, post),
      });
      res.json(post);
    },
  }),
  operation({
    method: "delete",
    path: "/posts/:idOrSlug",
    operationId: "deletePost",
    summary: "Move a post version to the trash (restored or deleted for good with POST /api/articles/bulk)",
    role: "staff",
    params: byId,
    responses: { "204": answer("Moved to the trash"), "404": error("Unknown id, or already in the trash") },
    async handle({ res, params: { idOrSlug: id } }, { db }) {
      const trashed = await trashPost(db, id);
      if (!trashed) throw notFound("postNotFound");
      await recordActivity(db, {
        kind: "post.trashed",
        subjectId: id,
        title: trashed.title,
        actorId: currentUser(res).id,
      });
      res.status(204).end();
    },
  }),
];
