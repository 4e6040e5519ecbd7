import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Config } from "../../../server/config.server";
import { htmlToText } from "../../../server/content/sanitize-html.server";
import { categoryNameKey } from "../../../server/db/categories.server";
import { listApprovedComments } from "../../../server/db/comments.server";
import type { Post } from "../../../common/post";
import { findPublishedPost, listPublishedPosts } from "../../../server/db/posts.server";
import { findMediaAltByUrl } from "../../../server/db/media.server";
import { altTextFor } from "../../../common/media";
import type { DB } from "../../../server/db/schema.server";
import { postImageSrc } from "~/components/blog/post-image";
import type { PostSummary } from "~/components/blog/post-card";
import type { Language } from "../../../common/i18n/languages";
import type { PageMeta } from "~/lib/seo";
import { languageAlternates } from "../../../common/i18n/language-alternates";
import { blogPosting, breadcrumbList } from "~/lib/structured-data";
import { readDatabase } from "~/lib/database-reads.server";
import { blogFeedLink } from "./blog.server";

const wordsPerMinute = 200;
const relatedCount = 3;

/** Minutes an average reader needs for the text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** Up to three other published posts of the same category, newest first. */
async function relatedPosts(db: Kysely<DB>, post: Post): Promise<PostSummary[]> {
  if (!post.category) return [];
  const { posts } = await listPublishedPosts(db, { category: post.category._id, page: 1, limit: relatedCount + 1 });
  return posts
    .filter((other) => other._id !== post._id)
    .slice(0, relatedCount)
    .map((other) => ({
      slug: other.slug,
      title: other.title,
      image: other.image,
      category: other.category && { name: other.category.name },
      publishedAt: other.publishedAt ?? other.createdAt,
    }));
}

/**
 * A published post with its approved comments, and what its page shows and tells search
 * engines. A draft or an unknown slug is a 404, whose data carries the not-found page's title.
 */
export async function loadBlogPost(
  { db, config, language, t }: { db: Kysely<DB>; config: Config; language: Language; t: TFunction },
  slug: string,
) {
  const post = await readDatabase(() => findPublishedPost(db, slug));
  if (!post || post.slug !== slug) {
    throw data(
      { meta: { title: t("notFound.title"), description: t("notFound.text"), siteName: t("brand.name") } },
      { status: 404 },
    );
  }
  const siteUrl = config.siteUrl;
  const absolute = (path: string) => (path.startsWith("/") ? `${siteUrl}${path}` : path);
  const url = languageAlternates(siteUrl, `/blog/${post.slug}`, language).canonical;
  const text = htmlToText(post.content);
  const publishedAt = post.publishedAt ?? post.createdAt;
  // The share image is the post's card, not its cover (the root adds it: docs/decisions/022).
  const cover = postImageSrc(post);
  const description = post.seo.description || post.excerpt;
  const authorName = post.author?.name ?? t("brand.name");

  const meta: PageMeta = {
    title: post.seo.title || post.title,
    description,
    siteName: t("brand.name"),
    type: "article",
    keywords: post.seo.keywords.length ? post.seo.keywords : post.tags,
    article: { publishedTime: publishedAt, modifiedTime: post.updatedAt, section: post.category?.name, tags: post.tags },
  };
  const structuredData = [
    blogPosting({
      headline: post.title,
      description,
      articleBody: text,
      url,
      image: absolute(cover),
      datePublished: publishedAt,
      dateModified: post.updatedAt,
      authorName,
      publisherName: t("brand.name"),
      publisherLogo: `${siteUrl}/images/logo-512.png`,
      section: post.category?.name,
      keywords: post.tags,
      language,
    }),
    breadcrumbList([
      { name: t("nav.home"), url: languageAlternates(siteUrl, "/", language).canonical },
      { name: t("nav.blog"), url: languageAlternates(siteUrl, "/blog", language).canonical },
      { name: post.title, url },
    ]),
  ];

  // An uploaded cover says what its library entry says in this language; the default
  // category image is decoration.
  const [related, comments, coverAlt] = await readDatabase(() =>
    Promise.all([
      relatedPosts(db, post),
      listApprovedComments(db, post._id),
      post.image ? findMediaAltByUrl(db, post.image).then((alt) => altTextFor(alt, language, post.title)) : "",
    ]),
  );
  return {
    post: {
      id: post._id,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      // Sanitised by the server when it was saved (server/content/sanitize-html.ts).
      content: post.content,
      cover: { src: cover, alt: coverAlt },
      category: post.category && { name: post.category.name, key: categoryNameKey(post.category.name) },
      tags: post.tags,
      authorName,
      publishedAt,
    },
    readingMinutes: readingMinutes(text),
    related,
    comments,
    meta,
    feed: blogFeedLink(language, t),
    structuredData,
  };
}
