import { articleBulkAnswerSchema, articleBulkInputSchema, articleListQuerySchema, articlePageSchema } from "../article";
import { answer, endpoint, error } from "./endpoint";

/** Articles: each post once with its language versions, for the admin's list and bulk actions (decision 037). */
export const articleContract = {
  listArticles: endpoint({
    method: "get",
    path: "/articles",
    operationId: "listArticles",
    summary: "List articles (a post with its language versions), filtered by language, state, category, author",
    role: "staff",
    query: articleListQuerySchema,
    responses: { "200": answer("A page of articles", articlePageSchema), "400": error("Invalid query") },
  }),
  changeArticles: endpoint({
    method: "post",
    path: "/articles/bulk",
    operationId: "changeArticles",
    summary: "Publish, unpublish, trash, restore or delete for good up to 100 articles' versions at once",
    description:
      "Applies to every version of each article, or only to those in `language`. Publishing takes drafts " +
      "(scheduled ones too); deleting for good takes only versions in the trash. Answers the versions changed; " +
      "unknown ids, and versions already in the wanted state, are left out.",
    role: "staff",
    body: {
      name: "ArticleBulkInput",
      schema: articleBulkInputSchema,
      limit: "16kb",
      example: { ids: ["0b1e6a52-3c1f-4d8e-9a57-2f4c8d6b1e90"], action: "publish", language: "tr" },
    },
    responses: { "200": answer("Changed", articleBulkAnswerSchema) },
  }),
};
