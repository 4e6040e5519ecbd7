import { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { getServerT } from "../i18n.server";
import type { AnswerCache } from "../cache/answer-cache.server";
import type { Config } from "../config.server";
import type { SiteContentReader } from "../db/content-items.server";
import type { DB } from "../db/schema.server";
import type { SiteSettings } from "../../common/settings";
import { mediaCacheControl } from "../media/media-responses.server";
import type { MediaStore } from "../media/media-store.server";
import {
  cardHash,
  cardText,
  createCardRenderer,
  parseShareCardPath,
  type ShareCardSubject,
  shareCardSubject,
} from "./share-cards.server";

/**
 * GET /share/{language}/{page}.{hash}.png: a page's share card (docs/decisions/022). The
 * hash must be that of what the page shows now, so only real pages get cards, one per
 * version; anything else, an old version included, is a 404 `{message}`. A card's address
 * never shows anything else, so it is cached for a year.
 */
export function shareRouter({
  config,
  db,
  cache,
  siteContent,
  siteSettings,
  mediaStore,
}: {
  config: Config;
  db: Kysely<DB>;
  cache: AnswerCache;
  siteContent: SiteContentReader;
  /** The cached settings: the card carries the agency's name from them, as the page that links it does. */
  siteSettings: () => Promise<SiteSettings>;
  mediaStore: MediaStore;
}): Router {
  const router = Router();
  const renderCard = createCardRenderer({ readFile: mediaStore.read });

  // What each page's card shows, kept with the content it is read from (cleared with it).
  async function currentSubject(language: string, pagePath: string, read: () => Promise<ShareCardSubject | undefined>) {
    const key = `share:${language}:${pagePath}`;
    const stored = cache.get(key);
    if (stored !== undefined) return JSON.parse(stored) as ShareCardSubject;
    const subject = await read();
    if (subject) cache.set(key, JSON.stringify(subject));
    return subject;
  }

  // Mounted at /share: `req.path` is what follows.
  const sendCard: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const address = parseShareCardPath(req.path);
    const t = getServerT(address?.language ?? "en");
    const notFound = () =>
      void res
        .status(404)
        .set("Cache-Control", "no-store")
        .json({ message: t("api:notFound") });
    if (!address) return notFound();
    const { language, pagePath, hash } = address;
    const subject = await currentSubject(language, pagePath, () =>
      shareCardSubject({ db, t, content: (kind) => siteContent(kind, language) }, pagePath),
    );
    if (!subject) return notFound();
    const { name: siteName } = await siteSettings();
    const text = cardText({ siteUrl: config.siteUrl, siteName }, language, subject);
    if (cardHash(text, subject.version) !== hash) return notFound();

    const card = await renderCard(`${language}${pagePath}.${hash}`, text);
    res.set({ "Cache-Control": mediaCacheControl, ETag: card.etag });
    if (req.fresh) return void res.status(304).end();
    res.type("image/png").send(card.png);
  };

  router.use("/share", sendCard);
  return router;
}
