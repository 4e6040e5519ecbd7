import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link } from "react-router";
import { PostArticle } from "~/components/blog/post-article";
import { missingPageMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as RootErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/blog-post";
import { loadBlogPost, renderInPostLanguage } from "./blog-post.server";
import { appContext } from "../../../server/load-context.server";

// Served as islands (decision 072): the frame, the bookmark toggle, the share button and the comment form.
export const handle = { i18n: ["blog"], islands: true } satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [(args) => renderInPostLanguage(args)];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadBlogPost(context.get(appContext), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const root = matches[0]?.loaderData;
  if (!loaderData) return missingPageMeta(error, root);
  return [
    ...pageMeta(loaderData.meta, root?.language),
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", ...loaderData.feed },
    ...loaderData.structuredData.map((item) => ({ "script:ld+json": item })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle {...loaderData} />;
}

// Named too: the post editor's preview draws it from unsaved values.
export { PostArticle };

/** A missing post is the site's 404 page; any other failure says the article could not load. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("blog");
  if (isRouteErrorResponse(props.error) && props.error.status === 404) return <RootErrorBoundary error={props.error} />;
  console.error(props.error);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("detail.loadError")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{t("detail.loadErrorText")}</p>
      <Link to="/blog" className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
        {t("detail.back")}
      </Link>
    </section>
  );
}
