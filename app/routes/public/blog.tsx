import { Rss, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, useNavigation } from "react-router";
import { CategoryFilter } from "~/components/blog/category-filter";
import { blogListSearch } from "~/components/blog/list-links";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { BlogSearchForm } from "~/components/blog/search-form";
import { LoadingState } from "~/components/ui/spinner";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/blog";
import { blogFeedLink, loadBlogList, parseBlogListQuery } from "./blog.server";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

export const handle = { i18n: ["blog"] } satisfies RouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, language, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const query = parseBlogListQuery(new URL(request.url).searchParams);
  const [list, pageText] = await Promise.all([
    loadBlogList(db, query, language, siteName),
    readDatabase(() => readPageText(content, "blog")),
  ]);
  const meta = pageMetaOf(pageText, siteName);
  const heading = { title: pageText.heading, lead: pageText.lead };
  const feed = blogFeedLink(language, t);
  // A failed read must not be kept by the page cache or a browser.
  return data({ ...list, meta, heading, feed }, list.failed ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData
    ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", href: loaderData.feed.href, title: loaderData.feed.title }]
    : []),
];

// Named too: the page editor's preview draws it from other data (decision 061).
export function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { posts, total, pageCount, categories, query, feed, heading } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";

  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("list.title")}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading.title}</h1>
          {heading.lead && <p className="mt-5 max-w-2xl text-lg text-slate-200">{heading.lead}</p>}
          <a href={feed.href} className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:underline">
            <Rss aria-hidden="true" className="size-4" />
            {t("list.rss")}
          </a>
        </div>
      </header>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter categories={categories} active={query.category} />
          <BlogSearchForm q={query.q} category={query.category} />
        </div>

        {loading ? (
          <LoadingState text={t("list.loading")} textHidden />
        ) : posts.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg text-slate-600 dark:text-slate-400">{t("list.empty")}</p>
            {/* A plain link, so it works before scripts load: the same list without the search. */}
            {query.q && (
              <Link
                to={{ pathname: "/blog", search: blogListSearch(new URLSearchParams(), { category: query.category }) }}
                preventScrollReset
                className="mt-6 inline-flex items-center gap-2 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-brand-900"
              >
                <X aria-hidden="true" className="size-4" />
                {t("list.clearSearch")}
              </Link>
            )}
          </div>
        ) : (
          <>
            <p role="status" className="mt-8 text-sm text-slate-600 dark:text-slate-400">
              {t("list.count", { count: total })}
            </p>
            <ul className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.slug} className="flex">
                  <PostCard post={post} eager={index === 0} />
                </li>
              ))}
            </ul>
            <Pagination page={query.page} pageCount={pageCount} />
          </>
        )}
      </section>
    </>
  );
}

export default BlogList;
