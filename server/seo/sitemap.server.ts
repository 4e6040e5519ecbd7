import type { Kysely } from "kysely";
import { languageCodes } from "../../common/i18n/languages";
import { publicPagePathsWith } from "../../common/public-pages";
import { languageAlternates } from "../../common/i18n/language-alternates";
import { listContentItems } from "../db/content-items.server";
import { listPublishedPostStamps } from "../db/posts.server";
import type { DB } from "../db/schema.server";
import { escapeXml } from "./xml.server";

/** The protocol's limit of addresses in one sitemap file. */
export const urlsPerSitemap = 50_000;

interface SitemapPage {
  path: string;
  lastmod: string;
}

/**
 * Every public page (services and projects as the site content lists them) and published
 * post, each in the four languages with its hreflang alternates (DESIGN.md section 2). Beyond 50,000 addresses (about 12,000 posts) the
 * sitemap becomes an index of numbered parts, as the protocol requires.
 */
export async function sitemapPages(db: Kysely<DB>, siteBuiltAt: Date): Promise<SitemapPage[]> {
  const [posts, services, projects] = await Promise.all([
    listPublishedPostStamps(db),
    listContentItems(db, "services", { visibleOnly: true }),
    listContentItems(db, "projects", { visibleOnly: true }),
  ]);
  const builtAt = siteBuiltAt.toISOString();
  const latestPost = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), builtAt);
  const edited = new Map<string, string>();
  for (const item of services) edited.set(`/services/${item.slug}`, item.updatedAt);
  for (const item of projects) edited.set(`/portfolio/${item.slug}`, item.updatedAt);
  const addresses = {
    services: services.flatMap((item) => (item.slug ? [item.slug] : [])),
    projects: projects.flatMap((item) => (item.slug ? [item.slug] : [])),
  };
  return [
    ...publicPagePathsWith(addresses).map((path) => ({
      path,
      lastmod: path === "/blog" ? latestPost : (edited.get(path) ?? builtAt),
    })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
  ];
}

/** How many parts the pages fill (1: a single urlset at /sitemap.xml). */
export function sitemapPartCount(pages: SitemapPage[]): number {
  return Math.max(1, Math.ceil((pages.length * languageCodes.length) / urlsPerSitemap));
}

/** One urlset: `part` counts from 1; with a single part it holds everything. */
export function sitemapXml(siteUrl: string, pages: SitemapPage[], part = 1): string {
  const pagesPerPart = Math.floor(urlsPerSitemap / languageCodes.length);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages.slice((part - 1) * pagesPerPart, part * pagesPerPart)) {
    const links = languageAlternates(siteUrl, page.path, "en").alternates.map(
      (link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`,
    );
    const alternates = links.join("");
    for (const language of languageCodes) {
      const loc = languageAlternates(siteUrl, page.path, language).canonical;
      lines.push(`<url><loc>${escapeXml(loc)}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>`);
    }
  }
  lines.push("</urlset>");
  return lines.join("\n");
}

/** The index of the parts, when the pages do not fit one file. */
export function sitemapIndexXml(siteUrl: string, pages: SitemapPage[]): string {
  const lastmod = pages.reduce((latest, page) => (page.lastmod > latest ? page.lastmod : latest), "");
  const parts = Array.from(
    { length: sitemapPartCount(pages) },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap.xml?part=${index + 1}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    "</sitemapindex>",
  ].join("\n");
}
