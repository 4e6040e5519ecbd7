import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { BlogHeader } from "~/components/blog/blog-header";
import { CategoryFilter } from "~/components/blog/category-filter";
import { NoPosts } from "~/components/blog/no-posts";
import { Pagination } from "~/components/blog/pagination";
import { PostCard } from "~/components/blog/post-card";
import { BlogSearchForm } from "~/components/blog/search-form";
import { LoadingState } from "~/components/ui/spinner";
import { serverMarkup, keepsServerMarkup } from "~/islands/server-markup";
import type { PostSummary } from "../../../common/post";

/** What the blog list draws: one page of posts, the filter's categories, the query, the header. */
export interface BlogListData {
  query: { category: string; q: string; page: number };
  posts: PostSummary[];
  total: number;
  pageCount: number;
  categories: { key: string; name: string }[];
  heading: { title: string; lead: string };
  feed: { href: string };
}

/** The blog list below the frame: header, category filter, search, the posts and their pages. */
export function BlogList({ loaderData }: { loaderData: BlogListData }) {
  const { t } = useTranslation("blog");
  const { posts, total, pageCount, categories, query, feed, heading } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  // The cards are the server's until the visitor filters, searches or turns a page: hydrating
  // a page of them was most of the blog's blocking time on a phone (decision 075).
  // A navigation brings a new object, never the one the page was hydrated with.
  const [hydratedWith] = useState(loaderData);
  const keepsCards = keepsServerMarkup(loaderData !== hydratedWith);
  const cardsClass = "mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

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
            {keepsCards ? (
              <ul className={cardsClass} dangerouslySetInnerHTML={serverMarkup} />
            ) : (
              <ul className={cardsClass}>
                {posts.map((post, index) => (
                  <li key={post.slug} className="flex">
                    <PostCard post={post} eager={index === 0} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={query.page} pageCount={pageCount} />
          </>
        )}
      </section>
    </>
  );
}
