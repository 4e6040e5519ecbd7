import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import type { Language } from "../../common/i18n/languages";
import { languageAlternates } from "../../common/i18n/language-alternates";
import { listPublishedPosts } from "../db/posts.server";
import type { DB } from "../db/schema.server";
import { escapeXml, htmlTextCdata } from "./xml.server";

/** How many of the latest posts the feed carries. */
export const feedSize = 20;

/**
 * RSS 2.0 of the latest published posts in the reader's language: that language's
 * versions only (decision 021), with the channel in the same language.
 */
export async function rssXml(
  db: Kysely<DB>,
  siteUrl: string,
  language: Language,
  t: TFunction,
  channel: { siteName: string; description: string },
): Promise<string> {
  const { posts } = await listPublishedPosts(db, { lang: language, page: 1, limit: feedSize });
  const pageUrl = (path: string) => languageAlternates(siteUrl, path, language).canonical;
  const feedUrl = language === "en" ? `${siteUrl}/rss.xml` : `${siteUrl}/rss.xml?lng=${language}`;
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const url = pageUrl(`/blog/${post.slug}`);
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `<description>${htmlTextCdata(post.excerpt)}</description>`,
      ...(post.author ? [`<dc:creator>${escapeXml(post.author.name)}</dc:creator>`] : []),
      ...(post.category ? [`<category>${escapeXml(post.category.name)}</category>`] : []),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${t("blog:list.title")} | ${channel.siteName}`)}</title>`,
    `<link>${escapeXml(pageUrl("/blog"))}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${language}</language>`,
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
