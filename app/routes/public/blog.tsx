import { data } from "react-router";
import { BlogList, type BlogListData } from "~/components/blog/blog-list";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/blog";
import { blogFeedLink, loadBlogList, parseBlogListQuery } from "./blog.server";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame and the list (filter, search, pages).
export const handle = { i18n: ["blog"], islands: true } satisfies RouteHandle;

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
export { BlogList };

/** The list is one island: its filter, search and pages draw the next list from React Router's data request. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, pageCount, categories, query, heading, feed } = loaderData;
  const shown: BlogListData = { posts, total, pageCount, categories, query, heading, feed: { href: feed.href } };
  return <Island name="blog-list" component={BlogList} props={{ loaderData: shown }} />;
}
