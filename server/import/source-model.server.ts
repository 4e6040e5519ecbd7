import type { Language } from "../../common/i18n/languages";

// What a WordPress (WXR) or Ghost (JSON) export says, once read (issue 40): the readers in
// `server/import/readers/` turn a file into these items, streamed in file order; the
// import (`server/import/*.server.ts`) maps them onto the site's own model. Neither side
// knows the other's format: a reader never touches the database, and the import never
// parses XML or JSON exports.

/** The export's format and the old site's address, read before the first item. */
export interface SourceSite {
  format: "wordpress" | "ghost";
  /** The old site's title, if the export names it. */
  title?: string;
  /** The old site's address (WXR `<link>`/`wp:base_site_url`, Ghost's url if present); old paths are relative to it. */
  baseUrl?: string;
}

/** A staff member who wrote posts: becomes a staff profile nobody can sign in to until an admin sets a password. */
export interface SourceAuthor {
  type: "author";
  /** The source's own id (WordPress `wp:author_id`, else the login; Ghost's user id). */
  sourceId: string;
  /** WordPress's login, Ghost's slug: how posts name their author when they do not give the id. */
  login: string;
  name: string;
  email?: string;
  /** Plain text. */
  bio?: string;
  /** An image's address on the old site. */
  photoUrl?: string;
  /** The author's archive on the old site (`/author/x/`), redirected to the new author page. */
  oldPaths: string[];
}

/** A category (WordPress category; Ghost's primary tag) or a tag. */
export interface SourceTerm {
  type: "term";
  kind: "category" | "tag";
  sourceId: string;
  slug: string;
  name: string;
  description?: string;
  /** Polylang/WPML: the term's language and its translation group (the group's members are one category). */
  language?: Language;
  translationGroup?: string;
  /** `/category/x/`, `/tag/x/`: redirected to the blog filtered by it. */
  oldPaths: string[];
}

/** An image in the old site's media library (a WordPress attachment). */
export interface SourceAttachment {
  type: "attachment";
  sourceId: string;
  url: string;
  alt?: string;
  title?: string;
}

/** An image a post shows, by address or by the attachment it names (WordPress `_thumbnail_id`, resolved by the import). */
export type SourceImage = { url: string; alt?: string } | { attachmentSourceId: string };

export interface SourceComment {
  sourceId: string;
  author: string;
  email: string;
  /** Plain text (HTML tags already removed by the reader). */
  text: string;
  date: Date;
}

/** A post or a page, in one language. */
export interface SourcePost {
  type: "post";
  kind: "post" | "page";
  sourceId: string;
  title: string;
  slug: string;
  /**
   * The body as HTML, format-specific syntax already turned into HTML by the reader
   * (Gutenberg block comments dropped, `[caption]` as `<figure>`, Lexical/mobiledoc
   * rendered); not yet sanitised, and its images still point at the old site.
   */
  html: string;
  /** Plain text; empty when the source has none. */
  excerpt: string;
  /** WordPress `future` is "scheduled" (with `publishedAt` in the future); private posts come as drafts. */
  status: "published" | "draft" | "scheduled";
  publishedAt?: Date;
  updatedAt?: Date;
  /** The author by `SourceAuthor.sourceId` or `login` (whichever the source gives). */
  author?: { sourceId?: string; login?: string };
  /** Category and tag slugs, as the source's terms name them (first category is the primary one). */
  categories: string[];
  tags: string[];
  featuredImage?: SourceImage;
  seoTitle?: string;
  seoDescription?: string;
  /** Polylang/WPML: this version's language and the group its translations share; absent on a one-language site. */
  language?: Language;
  translationGroup?: string;
  /** Approved comments only. */
  comments: SourceComment[];
  /** Every address the old site answered for it (`/2024/05/slug/`, `/?p=123`, `/slug/`), each starting with "/". */
  oldPaths: string[];
  /** What the reader could not carry over and left as text (a `[gallery]` shortcode), for the report. */
  notes: string[];
}

export type SourceItem = SourceAuthor | SourceTerm | SourceAttachment | SourcePost;

/** A file the reader cannot read: the message names what is wrong, `line` (1-based) where, when known. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line ? `${message} (line ${line})` : message);
  }
}

/** A reader: the site first, then every item in file order. Reading a huge file keeps memory bounded. */
export interface SourceReader {
  site: SourceSite;
  items: AsyncIterable<SourceItem>;
}
