import type { ArticleBulkAction } from "../../common/article";
import { articleContract } from "../../common/contract/articles";
import type { ActivityKind } from "../../common/dashboard";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { applyArticleAction, listArticles } from "../db/articles.server";
import { implement } from "./operation.server";

const activityOf: Record<ArticleBulkAction, ActivityKind> = {
  publish: "post.published",
  unpublish: "post.unpublished",
  trash: "post.trashed",
  restore: "post.restored",
  delete: "post.deleted",
};

/**
 * Articles: each post once with its language versions, for the admin's list and bulk actions
 * (decision 037; the endpoints: common/contract/articles.ts).
 */
export const articleOperations = implement(articleContract, {
  listArticles: {
    handle: async ({ query }, { db }) => ({ status: 200, body: await listArticles(db, query) }),
  },
  changeArticles: {
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
      return { status: 200, body: { ids: changed.map((version) => version.id) } };
    },
  },
});
