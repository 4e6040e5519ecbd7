import type { Kysely } from "kysely";
import { fallbackLanguage, type Language, languageCodes } from "../../common/i18n/languages";
import { authorPagePath, publicPagePathsWith } from "../../common/public-pages";
import { languageAlternates } from "../../common/i18n/language-alternates";
import { listContentItems } from "../db/content-items.server";
import { listPublishedPostStamps } from "../db/posts.server";
import { listPublishedAuthorStamps } from "../db/authors.server";
import { toIsoString } from "../db/database.server";
import type { DB } from "../db/schema.server";
import { escapeXml } from "./xml.server";

/** The protocol's limit of addresses in one sitemap file. */
export const urlsPerSitemap = 50_000;

/** One address of a page: where it is read in one language, and its last change. */
interface SitemapAddress {
  language: Language;
  path: string;
  lastmod: string;
}

/** A page and its addresses, which are each other's alternates. */
interface SitemapPage {
  addresses: SitemapAddress[];
}

/**
 * Every public page (services, projects and simple pages as the site content lists them) and
 * published post, and each author page, with their hreflang alternates (docs/ARCHITECTURE.md,
 * Languages and URLs; decision 021): a fixed page in
 * the four languages at one path; a post as its published versions, each at its own slug in
 * its own language. Beyond 50,000 addresses the sitemap becomes an index of numbered parts,
 * as the protocol requires.
 */
export async function sitemapPages(db: Kysely<DB>, siteBuiltAt: Date): Promise<SitemapPage[]> {
  const [posts, authors, services, projects, pages] = await Promise.all([
    listPublishedPostStamps(db),
    listPublishedAuthorStamps(db),
    listContentItems(db, "services", { visibleOnly: true }),
    listContentItems(db, "projects", { visibleOnly: true }),
    listContentItems(db, "pages", { visibleOnly: true }),
  ]);
  const builtAt = siteBuiltAt.toISOString();
  const latestPost = posts.reduce((latest, post) => (post.updatedAt > latest ? post.updatedAt : latest), builtAt);
  const edited = new Map<string, string>();
  for (const item of services) edited.set(`/services/${item.slug}`, item.updatedAt);
  for (const item of projects) edited.set(`/portfolio/${item.slug}`, item.updatedAt);
  for (const item of pages) edited.set(`/${item.slug}`, item.updatedAt);
  const slugsOf = (items: { slug: string | null }[]) => items.flatMap((item) => (item.slug ? [item.slug] : []));
  const addresses = { services: slugsOf(services), projects: slugsOf(projects), pages: slugsOf(pages) };
  const groups = new Map<string, SitemapAddress[]>();
  for (const post of posts) {
    const versions = groups.get(post.translationGroup) ?? [];
    versions.push({ language: post.language, path: `/blog/${post.slug}`, lastmod: post.updatedAt });
    groups.set(post.translationGroup, versions);
  }
  return [
    ...publicPagePathsWith(addresses).map((path) => ({
      addresses: languageCodes.map((language) => ({
        language,
        path,
        lastmod: path === "/blog" ? latestPost : (edited.get(path) ?? builtAt),
      })),
    })),
    ...[...groups.values()].map((versions) => ({
      addresses: versions.sort((a, b) => languageCodes.indexOf(a.language) - languageCodes.indexOf(b.language)),
    })),
    // Each author's page in the four languages, like the blog list it belongs to (decision 039).
    ...authors.map((author) => ({
      addresses: languageCodes.map((language) => ({
        language,
        path: authorPagePath(author.slug),
        lastmod: toIsoString(author.updatedAt),
      })),
    })),
  ];
}

/** How many addresses the pages have in all. */
function addressCount(pages: SitemapPage[]): number {
  return pages.reduce((total, page) => total + page.addresses.length, 0);
}

/** How many parts the pages fill (1: a single urlset at /sitemap.xml). */
export function sitemapPartCount(pages: SitemapPage[]): number {
  return Math.max(1, Math.ceil(addressCount(pages) / urlsPerSitemap));
}

/** One urlset: `part` counts from 1; with a single part it holds everything. */
export function sitemapXml(siteUrl: string, pages: SitemapPage[], part = 1): string {
  const loc = (address: SitemapAddress) => languageAlternates(siteUrl, address.path, address.language).canonical;
  const urls: string[] = [];
  const first = (part - 1) * urlsPerSitemap;
  let index = 0;
  for (const page of pages) {
    if (index + page.addresses.length <= first) {
      index += page.addresses.length;
      continue;
    }
    const english = page.addresses.find((address) => address.language === fallbackLanguage) ?? page.addresses[0]!;
    const alternates = [
      ...page.addresses.map((address) => ({ hrefLang: address.language, href: loc(address) })),
      { hrefLang: "x-default", href: loc(english) },
    ]
      .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`)
      .join("");
    for (const address of page.addresses) {
      if (index >= first && index < first + urlsPerSitemap) {
        urls.push(`<url><loc>${escapeXml(loc(address))}</loc><lastmod>${address.lastmod}</lastmod>${alternates}</url>`);
      }
      index++;
    }
    if (index >= first + urlsPerSitemap) break;
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
  ].join("\n");
}

/** The index of the parts, when the pages do not fit one file. */
export function sitemapIndexXml(siteUrl: string, pages: SitemapPage[]): string {
  const lastmod = pages
    .flatMap((page) => page.addresses)
    .reduce((latest, address) => (address.lastmod > latest ? address.lastmod : latest), "");
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
