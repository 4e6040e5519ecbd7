import {
  articleBulkAnswerSchema,
  type ArticleBulkAction,
  articleBulkInputSchema,
  articleListQuerySchema,
  articlePageSchema,
} from "../../common/article";
import type { ActivityKind } from "../../common/dashboard";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { applyArticleAction, listArticles } from "../db/articles.server";
import { answer, error, operation } from "./operation.server";

const activityOf: Record<ArticleBulkAction, ActivityKind> = {
  publish: "post.published",
  unpublish: "post.unpublished",
  trash: "post.trashed",
  restore: "post.restored",
  delete: "post.deleted",
};

/** Articles: each post once with its language versions, for the admin's list and bulk actions (decision 037). */
export const articleOperations = [
  operation({
    method: "get",
    path: "/articles",
    operationId: "listArticles",
    summary: "List articles (a post with its language versions), filtered by language, state, category, author",
    role: "staff",
    query: articleListQuerySchema,
    responses: { "200": answer("A page of articles", articlePageSchema), "400": error("Invalid query") },
    async handle({ res, query }, { db }) {
      res.json(await listArticles(db, query));
    },
  }),
  operation({
    method: "post",
    path: "/articles/bulk",
    operationId: "changeArticles",
    summary: "Publish, unpublish, trash, restore or delete for good up to 100 articles' versions at once",
    description:
      "Applies to every version of each article, or only to those in `language`. Publishing takes drafts " +
      "(scheduled ones too); deleting for good takes only versions in the trash. Answers the versions changed; " +
      "unknown ids, and versions already in the wanted state, are left out.",
    role: "staff",
    body: { name: "ArticleBulkInput", schema: articleBulkInputSchema, limit: "16kb" },
    responses: { "200": answer("Changed", articleBulkAnswerSchema) },
    async handle({ res, body }, { db }) {
      const changed = await applyArticleAction(db, body);
      const actorId = currentUser(res).id;
      for (const version of changed)
        await recordActivity(db, {
          kind: activityOf[body.action],
          subjectId: version.id,
          title: version.title,
          actorId,
        });
      res.json({ ids: changed.map((version) => version.id) });
    },
  }),
];
