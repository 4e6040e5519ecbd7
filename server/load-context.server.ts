import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Config } from "./config.server";
import type { DB } from "./db/schema.server";
import type { Language } from "../common/i18n/languages";
import type { SiteSettings } from "../common/settings";
import type { ContentKind } from "../common/content/kinds";
import type { LocalizedContent } from "../common/content/items";
import type { FocalPoints } from "../common/focal-point";

/**
 * What the Express host gives every loader and action, built per request in
 * `server/app.server.ts`. `nonce` is the CSP nonce of an uncached render; a page that goes
 * into the page cache loses it there and is allowed by its scripts' hashes instead.
 */
export interface AppContext {
  db: Kysely<DB>;
  config: Config;
  language: Language;
  t: TFunction;
  nonce: string;
  /** The site settings through the content cache (a save clears it); see app/lib/site-details.server.ts. */
  siteSettings: () => Promise<SiteSettings>;
  /**
   * The agency's name as the settings give it (the locale's `brand.name` while the database
   * cannot be read): page titles, share cards and structured data carry it.
   */
  readSiteName: () => Promise<string>;
  /** The library images' focal points that are not the centre, through the content cache. */
  focalPoints: () => Promise<FocalPoints>;
  /** A kind of site content as visitors see it in this request's language, through the content cache. */
  content: <Kind extends ContentKind>(kind: Kind) => Promise<LocalizedContent<Kind>[]>;
  /**
   * The same context in another language: for a page whose language is its content's, not
   * the visitor's (a blog post, docs/decisions/039), set by the route's middleware.
   */
  inLanguage: (language: Language) => AppContext;
}

/** Read in loaders as `context.get(appContext)` (React Router's typed router context). */
export const appContext = createContext<AppContext>();
