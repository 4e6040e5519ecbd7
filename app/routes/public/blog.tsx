import { useTranslation } from "react-i18next";
import { data, useNavigation } from "react-router";
import { BlogHeader } from "~/components/blog/blog-header";
import { CategoryFilter } from "~/components/blog/category-filter";
import { NoPosts } from "~/components/blog/no-posts";
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
      <BlogHeader heading={heading} feed={feed} />

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter categories={categories} active={query.category} />
          <BlogSearchForm q={query.q} category={query.category} />
        </div>

        {loading ? (
          <LoadingState text={t("list.loading")} textHidden />
        ) : posts.length === 0 ? (
          <NoPosts query={query} />
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
