import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Language } from "../../common/i18n/languages";
import type { SocialImage } from "../../common/page-meta";
import type { ContentKind } from "../../common/content/kinds";
import type { LocalizedContent } from "../../common/content/items";
import { mediaIdOfUrl } from "../../common/media-address";
import { textPageAt } from "../../common/public-pages";
import { findMedia, variantFileName } from "../db/media.server";
import { findPublishedPost } from "../db/posts.server";
import { focalCrop } from "../media/focal-crop.server";
import type { DB } from "../db/schema.server";
import { cardHeight, type CardPicture, type CardText, cardSvg, cardWidth, pictureWidth } from "./card-layout.server";

/**
 * Share cards (docs/decisions/022): every public page and published post has a 1200×630
 * PNG with its title in the page's language, at an address that names a hash of what it
 * shows, so it can be cached for a year and a changed post gets a new one.
 */

/** Bumped when the card's design changes: every address changes with it. */
const designVersion = "2";

/** What a card shows of its page, beside the site's name and host. */
export interface ShareCardSubject {
  title: string;
  kicker?: string;
  /** When the content last changed (a post's updatedAt); fixed pages change with the code. */
  version?: string;
  /** The page's own picture when it is a library image: a service's cover, a project's first, a post's cover. */
  picture?: CardPicture;
}

export interface ShareCardSources {
  db: Kysely<DB>;
  t: TFunction;
  /** Site content in the card's language, as the pages read it. */
  content: <Kind extends ContentKind>(kind: Kind) => Promise<LocalizedContent<Kind>[]>;
}

/**
 * What the card of the public page at `pagePath` shows, read where the page reads it;
 * undefined for an address that is no public page (or a draft, or a post that is gone).
 */
export async function shareCardSubject(
  { db, t, content }: ShareCardSources,
  pagePath: string,
): Promise<ShareCardSubject | undefined> {
  // A fixed page's card shows the SEO title of its `page-texts` item (decision 040).
  const fixed = textPageAt(pagePath);
  if (fixed) {
    const text = (await content("page-texts")).find((item) => item.slug === fixed);
    return text && { title: text.seoTitle };
  }
  const [, pageSlug] = pagePath.match(/^\/([a-z0-9-]+)$/) ?? [];
  if (pageSlug) {
    const page = (await content("pages")).find((item) => item.slug === pageSlug);
    return page && { title: page.seoTitle || page.title };
  }
  const [, section, id] = pagePath.match(/^\/(services|portfolio|blog)\/([^/]+)$/) ?? [];
  if (section === "services") {
    const service = (await content("services")).find((item) => item.slug === id);
    return (
      service && { title: service.title, kicker: t("nav.services"), picture: await cardPicture(db, service.coverImage) }
    );
  }
  if (section === "portfolio") {
    const project = (await content("projects")).find((item) => item.slug === id);
    return (
      project && { title: project.name, kicker: t("nav.portfolio"), picture: await cardPicture(db, project.images[0]) }
    );
  }
  if (section === "blog") {
    const post = await findPublishedPost(db, id!);
    if (!post || post.slug !== id) return undefined;
    return {
      title: post.title,
      kicker: post.category?.name,
      version: post.updatedAt,
      picture: await cardPicture(db, post.image),
    };
  }
  return undefined;
}

/**
 * The library image at `url` as a card draws it: its narrowest variant that still fills the
 * card's width (else its widest) and its focal point; undefined for any other address.
 */
async function cardPicture(db: Kysely<DB>, url: string | null | undefined): Promise<CardPicture | undefined> {
  const id = mediaIdOfUrl(url);
  const row = id ? await findMedia(db, id) : undefined;
  if (!row) return undefined;
  const widths = JSON.parse(row.widths) as number[];
  const width = widths.find((candidate) => candidate >= cardWidth) ?? widths.at(-1)!;
  return {
    file: variantFileName(row.id, width),
    width,
    height: Math.round((row.height * width) / row.width),
    focalPoint: { x: row.focalX, y: row.focalY },
  };
}

export interface ShareCardSite {
  siteUrl: string;
  siteName: string;
}

/** Everything the card shows: what goes into its address's hash. */
export function cardText(site: ShareCardSite, language: Language, subject: ShareCardSubject): CardText {
  return {
    title: subject.title,
    kicker: subject.kicker || undefined,
    siteName: site.siteName,
    host: new URL(site.siteUrl).host,
    language,
    picture: subject.picture,
  };
}

/** A short hash of the card's text, its version and design: part of its address. */
export function cardHash(text: CardText, version = ""): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        designVersion,
        text.language,
        text.title,
        text.kicker ?? "",
        text.siteName,
        text.host,
        version,
        text.picture ? [text.picture.file, text.picture.focalPoint.x, text.picture.focalPoint.y] : null,
      ]),
    )
    .digest("base64url")
    .slice(0, 12);
}

/** `/share/az/blog/my-post.<hash>.png`; the home page is `home`. */
export function shareCardPath(language: Language, pagePath: string, hash: string): string {
  return `/share/${language}/${pagePath === "/" ? "home" : pagePath.slice(1)}.${hash}.png`;
}

const cardPathPattern = /^\/(en|tr|ru|az)\/([a-z0-9-]{1,200}(?:\/[a-z0-9-]{1,200})?)\.([\w-]{12})\.png$/;

/** The page, language and hash a card's address (below /share) names, if it is one. */
export function parseShareCardPath(
  address: string,
): { language: Language; pagePath: string; hash: string } | undefined {
  const [, language, key, hash] = address.match(cardPathPattern) ?? [];
  if (!language || !key || !hash) return undefined;
  return { language: language as Language, pagePath: key === "home" ? "/" : `/${key}`, hash };
}

/** The absolute address and alternative text of a page's card, as its meta tags name them. */
export async function shareCardFor(
  sources: ShareCardSources & ShareCardSite & { language: Language },
  pagePath: string,
): Promise<SocialImage | undefined> {
  const subject = await shareCardSubject(sources, pagePath);
  if (!subject) return undefined;
  const text = cardText(sources, sources.language, subject);
  return {
    url: `${sources.siteUrl}${shareCardPath(sources.language, pagePath, cardHash(text, subject.version))}`,
    alt: subject.title,
  };
}

export interface RenderedCard {
  png: Buffer;
  etag: string;
}

/** Reads a library file's bytes (the media store's `read`), for a card's picture. */
export type ReadMediaFile = (name: string) => Promise<Buffer | undefined>;

/**
 * Renders cards with sharp, keeping the latest in memory (bounded by bytes); concurrent
 * requests for one card wait for one render.
 */
export function createCardRenderer({
  readFile,
  maxBytes = 16 * 1024 * 1024,
}: {
  readFile: ReadMediaFile;
  maxBytes?: number;
}) {
  const rendered = new LRUCache<string, RenderedCard>({
    maxSize: maxBytes,
    sizeCalculation: (card) => card.png.length + 256,
  });
  const rendering = new Map<string, Promise<RenderedCard>>();

  return async function renderCard(key: string, text: CardText): Promise<RenderedCard> {
    const stored = rendered.get(key);
    if (stored) return stored;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPng(text, readFile)
        .then((png) => {
          const card = { png, etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 22)}"` };
          rendered.set(key, card);
          return card;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}

let sharpModule: Promise<typeof import("sharp").default> | undefined;

/**
 * sharp (libvips, librsvg, fontconfig) is loaded on the first card, not at start. Its
 * fontconfig reads FONTCONFIG_FILE when it first looks for a font, so it is pointed at
 * the card's own fonts before then (server/share/fonts/fonts.conf).
 */
function loadSharp() {
  sharpModule ??= (async () => {
    process.env.FONTCONFIG_FILE = fontsConfigFile();
    return (await import("sharp")).default;
  })();
  return sharpModule;
}

/** The fonts' configuration, found from this module upwards: the source tree or the build. */
function fontsConfigFile(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "server", "share", "fonts", "fonts.conf");
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error("server/share/fonts/fonts.conf not found");
  }
}

/**
 * The card as PNG. With a picture, the picture cut to the card's right band around its
 * focal point is drawn over the card's SVG; a picture whose file is gone leaves the card
 * as it is without one.
 */
export async function renderPng(text: CardText, readFile: ReadMediaFile): Promise<Buffer> {
  const sharp = await loadSharp();
  const pictureBytes = text.picture && (await readFile(text.picture.file));
  if (!text.picture || !pictureBytes) {
    return sharp(Buffer.from(cardSvg({ ...text, picture: undefined })))
      .png({ compressionLevel: 9 })
      .toBuffer();
  }
  const band = { width: pictureWidth, height: cardHeight };
  const crop = focalCrop(text.picture, band, text.picture.focalPoint);
  const picture = await sharp(pictureBytes)
    .resize(crop.width, crop.height, { fit: "fill" })
    .extract({ left: crop.left, top: crop.top, ...band })
    .toBuffer();
  return sharp(Buffer.from(cardSvg(text)))
    .composite([{ input: picture, left: cardWidth - pictureWidth, top: 0 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
