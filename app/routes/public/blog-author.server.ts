import { data } from "react-router";
import type { AppContext } from "../../../server/load-context.server";
import { findPublishedAuthor } from "../../../server/db/authors.server";
import { listCategories } from "../../../server/db/categories.server";
import { listPublishedPosts } from "../../../server/db/posts.server";
import { languageAlternates } from "../../../common/i18n/language-alternates";
import type { PageMeta } from "../../../common/page-meta";
import { authorPagePath } from "../../../common/public-pages";
import { breadcrumbList } from "~/lib/structured-data";
import { readDatabase } from "~/lib/database-reads.server";
import { blogFeedLink, blogPageSize, parseBlogListQuery, postSummary } from "./blog.server";

/**
 * An author's page (decision 039): who they are, in the page's language, and their published
 * posts as the blog list shows posts (each in the page's language where it has a version,
 * else in English, marked), newest first, nine a page. Someone with no published post has
 * no page (404).
 */
export async function loadAuthorPage(
  { db, config, language, t, readSiteName }: Pick<AppContext, "db" | "config" | "language" | "t" | "readSiteName">,
  slug: string,
  searchParams: URLSearchParams,
) {
  const [author, siteName] = await readDatabase(() =>
    Promise.all([findPublishedAuthor(db, slug, language), readSiteName()]),
  );
  if (!author) {
    throw data(
      { meta: { title: t("notFound.title"), description: t("notFound.text"), siteName } },
      { status: 404 },
    );
  }
  const { page } = parseBlogListQuery(searchParams);
  const [list, categories] = await readDatabase(() =>
    Promise.all([
      listPublishedPosts(db, { preferLanguage: language, authorId: author.id, page, limit: blogPageSize }),
      listCategories(db),
    ]),
  );
  const categoryKeys = new Map(categories.map((category) => [category.id, category.nameKey]));
  const siteUrl = config.siteUrl;
  const url = languageAlternates(siteUrl, authorPagePath(author.slug), language).canonical;
  const description = author.bio || t("blog:author.description", { name: author.name, site: siteName });
  const meta: PageMeta = { title: author.name, description, siteName, type: "profile" };
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url,
      mainEntity: {
        "@type": "Person",
        name: author.name,
        url,
        ...(author.photo && { image: author.photo.startsWith("/") ? `${siteUrl}${author.photo}` : author.photo }),
        ...(author.bio && { description: author.bio }),
      },
    },
    breadcrumbList([
      { name: t("nav.home"), url: languageAlternates(siteUrl, "/", language).canonical },
      { name: t("nav.blog"), url: languageAlternates(siteUrl, "/blog", language).canonical },
      { name: author.name, url },
    ]),
  ];
  return {
    author,
    posts: list.posts.map((post) => postSummary(post, { categoryKeys, defaultAuthor: siteName })),
    page,
    pageCount: Math.max(1, Math.ceil(list.total / blogPageSize)),
    meta,
    feed: blogFeedLink(language, t),
    structuredData,
  };
}
