import type { AppContext } from "../../../server/load-context.server";
import { readCallToAction } from "~/lib/page-texts.server";
import type { Kysely } from "kysely";
import { data, redirect, type RouterContextProvider } from "react-router";
import { readingMinutes } from "../../../server/post-html/reading-time.server";
import { htmlToText } from "../../../server/post-html/sanitize-html.server";
import { findCategory } from "../../../server/db/categories.server";
import { listApprovedComments } from "../../../server/db/comments.server";
import type { Post, PostSummary, PostVersion } from "../../../common/post";
import { findPublishedPost, findPublishedPostLanguage, listPublishedPosts } from "../../../server/db/posts.server";
import { appContext } from "../../../server/load-context.server";
import { publicCacheControl } from "../../../server/cache/page-cache.server";
import { findMediaAltByUrl } from "../../../server/db/media.server";
import { altTextFor } from "../../../common/media";
import type { DB } from "../../../server/db/schema.server";
import { postImageSrc } from "~/components/blog/post-image";
import type { Language } from "../../../common/i18n/languages";
import type { PageMeta } from "../../../common/page-meta";
import { type LanguageAlternates, languageAlternates } from "../../../common/i18n/language-alternates";
import { blogPosting, breadcrumbList } from "~/lib/structured-data";
import { readDatabase } from "~/lib/database-reads.server";
import { isDatabaseUnavailable } from "../../../server/db/unavailable.server";
import { blogFeedLink, postSummary } from "./blog.server";
import { authorPagePath } from "../../../common/public-pages";
import { findAuthorOnPage } from "../../../server/db/authors.server";

const relatedCount = 3;

/**
 * Up to three other published posts of the same category, newest first, each in the
 * visitor's language where it has a version (decision 021).
 */
async function relatedPosts(
  db: Kysely<DB>,
  post: Post,
  language: Language,
  categoryKey: string,
  defaultAuthor: string,
): Promise<PostSummary[]> {
  if (!post.category) return [];
  const { posts } = await listPublishedPosts(db, {
    category: post.category._id,
    preferLanguage: language,
    page: 1,
    limit: relatedCount + 1,
  });
  const keys = new Map([[post.category._id, categoryKey]]);
  return posts
    .filter((other) => !other.translations.some((version) => version.id === post._id))
    .slice(0, relatedCount)
    .map((other) => postSummary(other, { categoryKeys: keys, defaultAuthor }));
}

/** An author page's address in a language: English bare, the others with `?lng=` (decision 001). */
function authorPageUrl(siteUrl: string, slug: string, language: Language): string {
  return languageAlternates(siteUrl, authorPagePath(slug), language).canonical;
}

/** A version's address: English bare, the others with `?lng=` (decision 001). */
function versionUrl(siteUrl: string, version: Pick<PostVersion, "language" | "slug">): string {
  return languageAlternates(siteUrl, `/blog/${version.slug}`, version.language).canonical;
}

export interface PostLanguageLinks extends LanguageAlternates {
  /** The page of each published version, by language: where the language switcher goes. */
  paths: Partial<Record<Language, string>>;
  /** Where the switcher goes for a language the post has no version in: the blog list. */
  otherwise: string;
}

/**
 * A post page's canonical and hreflang links (decision 021): the page of each published
 * version in its own language, x-default the English version (or this one, without one).
 * The canonical is this version's own address, whatever language the page is read in.
 */
export function postLanguageLinks(siteUrl: string, post: Post): PostLanguageLinks {
  const versions = post.translations.some((version) => version.id === post._id)
    ? post.translations
    : [...post.translations, { language: post.language, id: post._id, slug: post.slug, title: post.title, status: post.status }];
  const english = versions.find((version) => version.language === "en");
  return {
    canonical: versionUrl(siteUrl, post),
    alternates: [
      ...versions.map((version) => ({ hrefLang: version.language, href: versionUrl(siteUrl, version) })),
      { hrefLang: "x-default", href: versionUrl(siteUrl, english ?? post) },
    ],
    paths: Object.fromEntries(versions.map((version) => [version.language, `/blog/${version.slug}`])),
    otherwise: "/blog",
  };
}

/**
 * A post's page is in the post's language, whoever reads it (docs/decisions/039): `<html
 * lang>`, the frame, dates and reading time agree with the article. Its address serves that
 * language whatever the cookie or Accept-Language say, so every loader of the page (the
 * root's, the frame's, the post's) reads the context in it. A `?lng=` naming another
 * language is not an address of this post: it is sent (301) to the post's own address.
 * An unknown slug or a draft goes on to the loader's 404.
 */
export async function renderInPostLanguage({
  request,
  params,
  context,
}: {
  request: Request;
  params: { slug?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const app = context.get(appContext);
  // A database that cannot answer now leaves the page in the visitor's language: its
  // loaders answer 503 in it, with the frame's data the root still reads.
  const language = await findPublishedPostLanguage(app.db, params.slug ?? "").catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  });
  if (!language) return;
  const url = new URL(request.url);
  const asked = url.searchParams.get("lng");
  if (asked !== null && asked !== language) {
    if (language === "en") url.searchParams.delete("lng");
    else url.searchParams.set("lng", language);
    throw redirect(`${url.pathname}${url.search}`, { status: 301, headers: { "Cache-Control": publicCacheControl } });
  }
  if (app.language !== language) context.set(appContext, app.inLanguage(language));
}

/**
 * A published post with its approved comments, and what its page shows and tells search
 * engines. A draft or an unknown slug is a 404, whose data carries the not-found page's title.
 */
export async function loadBlogPost(
  {
    db,
    config,
    language,
    t,
    content,
    readSiteName,
  }: Pick<AppContext, "db" | "config" | "language" | "t" | "content" | "readSiteName">,
  slug: string,
) {
  const [post, siteName] = await readDatabase(() => Promise.all([findPublishedPost(db, slug), readSiteName()]));
  if (!post || post.slug !== slug) {
    throw data(
      { meta: { title: t("notFound.title"), description: t("notFound.text"), siteName } },
      { status: 404 },
    );
  }
  const siteUrl = config.siteUrl;
  const absolute = (path: string) => (path.startsWith("/") ? `${siteUrl}${path}` : path);
  const languageLinks = postLanguageLinks(siteUrl, post);
  const url = languageLinks.canonical;
  const text = htmlToText(post.content);
  const publishedAt = post.publishedAt ?? post.createdAt;
  const category = post.category ? await readDatabase(() => findCategory(db, post.category!._id)) : undefined;
  const categoryKey = category?.nameKey ?? "";
  // The share image is the post's card, not its cover (the root adds it: docs/decisions/022).
  const cover = postImageSrc({ image: post.image, category: post.category && { key: categoryKey } });
  const description = post.seo.description || post.excerpt;
  const author = post.author ? await readDatabase(() => findAuthorOnPage(db, post.author!._id, post.language)) : undefined;

  const meta: PageMeta = {
    title: post.seo.title || post.title,
    description,
    siteName,
    type: "article",
    locale: post.language,
    alternateLocales: post.translations
      .map((version) => version.language)
      .filter((versionLanguage) => versionLanguage !== post.language),
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
      author: author
        ? {
            name: author.name,
            url: authorPageUrl(siteUrl, author.slug, post.language),
            image: author.photo ? absolute(author.photo) : undefined,
          }
        : { name: siteName },
      publisherName: siteName,
      publisherLogo: `${siteUrl}/images/logo-512.png`,
      section: post.category?.name,
      keywords: post.tags,
      language: post.language,
    }),
    breadcrumbList([
      { name: t("nav.home"), url: languageAlternates(siteUrl, "/", language).canonical },
      { name: t("nav.blog"), url: languageAlternates(siteUrl, "/blog", language).canonical },
      { name: post.title, url },
    ]),
  ];

  // An uploaded cover says what its library entry says in this language; the default
  // category image is decoration.
  const [related, comments, coverAlt, callToAction] = await readDatabase(() =>
    Promise.all([
      relatedPosts(db, post, language, categoryKey, siteName),
      listApprovedComments(db, post._id),
      post.image ? findMediaAltByUrl(db, post.image).then((alt) => altTextFor(alt, language, post.title)) : "",
      readCallToAction(content, "post", { title: post.title }),
    ]),
  );
  return {
    post: {
      id: post._id,
      language: post.language,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      // Sanitised by the server when it was saved (server/post-html/sanitize-html.server.ts).
      content: post.content,
      cover: { src: cover, alt: coverAlt },
      category: post.category && { name: post.category.name, key: categoryKey },
      tags: post.tags,
      author: author ?? null,
      publishedAt,
    },
    readingMinutes: readingMinutes(text),
    related,
    comments,
    callToAction,
    meta,
    languageLinks,
    feed: blogFeedLink(language, t),
    structuredData,
  };
}
