import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Router } from "express";
import type { Kysely } from "kysely";
import { getServerT } from "../i18n.server";
import { fallbackLanguage, matchLanguage } from "../../common/i18n/languages";
import type { AnswerCache } from "../cache/answer-cache.server";
import { publicCacheControl } from "../cache/page-cache.server";
import type { Config } from "../config.server";
import type { DB } from "../db/schema.server";
import type { SiteContentReader } from "../db/content-items.server";
import { fixedItem } from "../fixed-content.server";
import type { SiteSettings } from "../../common/settings";
import { robotsTxt } from "./robots.server";
import { rssXml } from "./rss.server";
import { sitemapIndexXml, sitemapPages, sitemapPartCount, sitemapXml } from "./sitemap.server";

/**
 * When this code was built: the last change of the fixed pages, whose content ships with
 * the code (the bundle in production, the source file in development).
 */
const siteBuiltAt = statSync(fileURLToPath(import.meta.url)).mtime;

/**
 * /sitemap.xml, /robots.txt and /rss.xml. Sitemap and feed are kept in the answer cache,
 * which every post or category change clears, so they stay fast with thousands of posts
 * and never list a post that is gone.
 */
export function seoRouter({
  config,
  db,
  cache,
  siteSettings,
  siteContent,
}: {
  config: Config;
  db: Kysely<DB>;
  cache: AnswerCache;
  /** The feed's channel is the agency's (settings) and its blog's (page texts). */
  siteSettings: () => Promise<SiteSettings>;
  siteContent: SiteContentReader;
}): Router {
  const router = Router();

  async function cached(key: string, compute: () => Promise<string>): Promise<string> {
    let body = cache.get(key);
    if (body === undefined) {
      body = await compute();
      cache.set(key, body);
    }
    return body;
  }

  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", publicCacheControl).send(robotsTxt(config.siteUrl));
  });

  router.get("/sitemap.xml", async (req, res) => {
    const partParam = req.query.part;
    const part = typeof partParam === "string" && /^[1-9]\d{0,5}$/.test(partParam) ? Number(partParam) : 0;
    if (partParam !== undefined && !part) return void res.status(404).type("text/plain").send("Not found");
    // One cache entry per answer; "" marks a part beyond the last.
    const body = await cached(`sitemap:${part}`, async () => {
      const pages = await sitemapPages(db, siteBuiltAt);
      const parts = sitemapPartCount(pages);
      if (!part) return parts === 1 ? sitemapXml(config.siteUrl, pages) : sitemapIndexXml(config.siteUrl, pages);
      return part <= parts ? sitemapXml(config.siteUrl, pages, part) : "";
    });
    if (!body) return void res.status(404).type("text/plain").send("Not found");
    res.type("application/xml").set("Cache-Control", publicCacheControl).send(body);
  });

  // The feed's language comes from its address alone (?lng=), so one URL is one feed.
  router.get("/rss.xml", async (req, res) => {
    const language = matchLanguage(typeof req.query.lng === "string" ? req.query.lng : undefined) ?? fallbackLanguage;
    const body = await cached(`rss:${language}`, async () => {
      const [settings, blog] = await Promise.all([
        siteSettings(),
        fixedItem((kind) => siteContent(kind, language), "page-texts", "blog"),
      ]);
      const channel = { siteName: settings.name, description: blog.seoDescription };
      return rssXml(db, config.siteUrl, language, getServerT(language), channel);
    });
    res.type("application/rss+xml").set("Cache-Control", publicCacheControl).send(body);
  });

  return router;
}
