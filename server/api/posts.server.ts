import type { Kysely } from "kysely";
import { postContract } from "../../common/contract/posts";
import type { PostInput } from "../../common/post";
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
import { cachedReply, implement } from "./operation.server";

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

/** Blog posts: visitors read the published ones (cached), staff write them in every language (the endpoints: common/contract/posts.ts). */
export const postOperations = implement(postContract, {
  listPosts: {
    async handle({ req, query }, { db, isStaff }) {
      if (await isStaff(req)) {
        return {
          status: 200,
          body: await listPosts(db, { ...query, status: query.status === "all" ? undefined : query.status }),
        };
      }
      // Visitors only ever see published posts, whatever `status` they ask for.
      const { status: _ignored, ...visitorQuery } = normalisePostListQuery(query);
      return cachedReply(`posts:${JSON.stringify(visitorQuery)}`, () => listPublishedPosts(db, visitorQuery));
    },
  },
  createPost: {
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
      return { status: 201, body: post };
    },
  },
  getPost: {
    async handle({ req, params: { idOrSlug } }, { db, isStaff }) {
      if (await isStaff(req)) {
        const post = await findPost(db, idOrSlug);
        if (!post) throw notFound("postNotFound");
        return { status: 200, body: post };
      }
      return cachedReply(`post:${idOrSlug}`, async () => {
        const post = await findPublishedPost(db, idOrSlug);
        if (!post) throw notFound("postNotFound");
        return post;
      });
    },
  },
  updatePost: {
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
      return { status: 200, body: post };
    },
  },
  deletePost: {
    async handle({ res, params: { idOrSlug: id } }, { db }) {
      const trashed = await trashPost(db, id);
      if (!trashed) throw notFound("postNotFound");
      await recordActivity(db, {
        kind: "post.trashed",
        subjectId: id,
        title: trashed.title,
        actorId: currentUser(res).id,
      });
      return { status: 204 };
    },
  },
});
