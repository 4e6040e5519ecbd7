import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthorPhoto } from "~/components/blog/post-author";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { missingPageMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as RootErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/blog-author";
import { loadAuthorPage } from "./blog-author.server";
import { appContext } from "../../../server/load-context.server";

// Served as islands (decision 072): the frame only; its pagination is links.
export const handle = { i18n: ["blog"], islands: true } satisfies RouteHandle;

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadAuthorPage(context.get(appContext), params.slug, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const root = matches[0]?.loaderData;
  if (!loaderData) return missingPageMeta(error, root);
  return [
    ...pageMeta(loaderData.meta, root?.language),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", ...loaderData.feed },
    ...loaderData.structuredData.map((item) => ({ "script:ld+json": item })),
  ];
};

/** An author's page: photo, name and bio, then their posts as the blog list shows them. */
export default function BlogAuthor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { author, posts, page, pageCount } = loaderData;
  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 to-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:flex-row sm:items-center sm:px-6 sm:py-20">
          {author.photo && <AuthorPhoto src={author.photo} size="large" />}
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("detail.author")}</p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{author.name}</h1>
            {author.bio && <p className="mt-4 max-w-2xl text-lg text-slate-200">{author.bio}</p>}
          </div>
        </div>
      </header>

      <section aria-labelledby="author-posts" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("detail.back")}
        </Link>
        <h2 id="author-posts" className="mt-8 text-2xl font-bold text-slate-900 dark:text-white">
          {t("author.articles", { name: author.name })}
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </>
  );
}

/** An unknown author is the site's 404 page. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RootErrorBoundary error={props.error} />;
}
