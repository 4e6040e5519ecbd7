import type { Readable } from "node:stream";
import { SaxesParser } from "saxes";
import { matchLanguage, type Language } from "../../../common/i18n/languages";
import { htmlToText } from "../../post-html/sanitize-html.server";
import {
  ImportFileError,
  type SourceAttachment,
  type SourceAuthor,
  type SourceComment,
  type SourceItem,
  type SourcePost,
  type SourceReader,
  type SourceSite,
  type SourceTerm,
} from "../source-model.server";
import { distinctPaths, normaliseBaseUrl, oldPathOf } from "./old-path.server";
import { parsePhpArray } from "./php-serialized.server";
import { convertWordPressContent } from "./wordpress-content.server";

// WordPress's export (WXR 1.1/1.2, "Tools → Export"), read with a streaming XML parser
// (decision 060): the channel's terms are held until the first <item> (they are few, and
// Polylang's term languages are only known once its `term_translations` terms are read);
// every item is handed on as it closes, so memory is one item plus one chunk of the file.

/** Element names as WXR writes them (the `wp`, `content`, `excerpt` and `dc` prefixes are fixed by the exporter). */
type Fields = Map<string, string>;

interface RawTerm {
  element: string;
  fields: Fields;
  meta: Map<string, string>;
}

interface RawItem {
  fields: Fields;
  categories: { domain: string; nicename: string; name: string }[];
  meta: Map<string, string>;
  comments: Fields[];
}

const statusOf: Record<string, SourcePost["status"] | undefined> = {
  publish: "published",
  future: "scheduled",
  draft: "draft",
  pending: "draft",
  private: "draft",
};

/** WXR's "2024-05-01 10:00:00" in UTC; WordPress writes zeros for "none". */
function gmtDate(value: string | undefined): Date | undefined {
  const match = value && /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)/.exec(value.trim());
  if (!match || match[1] === "0000") return undefined;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export async function readWordPress(input: Readable): Promise<SourceReader> {
  const parser = new SaxesParser({ position: true });
  const queue: SourceItem[] = [];
  const channel: Fields = new Map();
  const stack: string[] = [];
  let text = "";
  let rootSeen = false;
  let site: SourceSite | undefined;

  // Terms wait for the first item; then their Polylang languages are known.
  const heldTerms: RawTerm[] = [];
  let termsReleased = false;
  const termSlugById = new Map<string, string>();

  let author: Fields | undefined;
  let term: RawTerm | undefined;
  let item: RawItem | undefined;
  let meta: { key: string; value: string } | undefined;
  let comment: Fields | undefined;

  const makeSite = (): SourceSite => {
    site ??= {
      format: "wordpress",
      title: channel.get("title")?.trim() || undefined,
      baseUrl: normaliseBaseUrl(
        channel.get("wp:base_blog_url") ?? channel.get("link") ?? channel.get("wp:base_site_url"),
      ),
    };
    return site;
  };

  const releaseTerms = () => {
    if (termsReleased) return;
    termsReleased = true;
    makeSite();
    // Polylang: `term_translations` terms map language → term id for each group of translated terms.
    const translationOf = new Map<string, { language: Language; group: string }>();
    for (const raw of heldTerms) {
      if (raw.fields.get("wp:term_taxonomy") !== "term_translations") continue;
      const group = raw.fields.get("wp:term_slug") ?? "";
      for (const [code, id] of parsePhpArray(raw.fields.get("wp:term_description") ?? "") ?? []) {
        const language = matchLanguage(code);
        if (language && (typeof id === "number" || typeof id === "string"))
          translationOf.set(String(id), { language, group });
      }
    }
    for (const raw of heldTerms) {
      const made = toTerm(raw, translationOf);
      if (made) queue.push(made);
    }
    heldTerms.length = 0;
  };

  const toTerm = (
    raw: RawTerm,
    translationOf: Map<string, { language: Language; group: string }>,
  ): SourceTerm | undefined => {
    const taxonomy =
      raw.element === "wp:category"
        ? "category"
        : raw.element === "wp:tag"
          ? "post_tag"
          : raw.fields.get("wp:term_taxonomy");
    if (taxonomy !== "category" && taxonomy !== "post_tag") return undefined;
    const kind = taxonomy === "category" ? "category" : "tag";
    const slug = (
      raw.fields.get(kind === "category" ? "wp:category_nicename" : "wp:tag_slug") ??
      raw.fields.get("wp:term_slug") ??
      ""
    ).trim();
    if (!slug) return undefined;
    const id = raw.fields.get("wp:term_id")?.trim() || slug;
    const name =
      raw.fields.get(kind === "category" ? "wp:cat_name" : "wp:tag_name") ?? raw.fields.get("wp:term_name") ?? slug;
    const description =
      raw.fields.get(kind === "category" ? "wp:category_description" : "wp:tag_description") ??
      raw.fields.get("wp:term_description");
    const polylang = translationOf.get(id);
    const wpmlLanguage = matchLanguage(raw.meta.get("_wpml_import_language_code"));
    const wpmlGroup = raw.meta.get("_wpml_import_translation_group")?.trim();
    const made: SourceTerm = {
      type: "term",
      kind,
      sourceId: id,
      slug,
      name: name.trim() || slug,
      oldPaths: [`/${kind === "category" ? "category" : "tag"}/${slug}/`],
    };
    if (description?.trim()) made.description = htmlToText(description);
    const language = polylang?.language ?? wpmlLanguage;
    const group = polylang?.group ?? (wpmlGroup ? `wpml:${wpmlGroup}` : undefined);
    if (language) made.language = language;
    if (language && group) made.translationGroup = group;
    termSlugById.set(id, slug);
    return made;
  };

  const toAuthor = (fields: Fields): SourceAuthor | undefined => {
    const login = fields.get("wp:author_login")?.trim();
    if (!login) return undefined;
    const fullName = [fields.get("wp:author_first_name"), fields.get("wp:author_last_name")]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
    const made: SourceAuthor = {
      type: "author",
      sourceId: fields.get("wp:author_id")?.trim() || login,
      login,
      name: fields.get("wp:author_display_name")?.trim() || fullName || login,
      oldPaths: [`/author/${encodeURIComponent(login)}/`],
    };
    const email = fields.get("wp:author_email")?.trim();
    if (email) made.email = email;
    return made;
  };

  const toItem = (raw: RawItem): SourceItem | undefined => {
    const postType = raw.fields.get("wp:post_type")?.trim();
    const sourceId = raw.fields.get("wp:post_id")?.trim() ?? "";
    if (!sourceId) return undefined;
    if (postType === "attachment") {
      const url = raw.fields.get("wp:attachment_url")?.trim() || raw.fields.get("guid")?.trim();
      if (!url) return undefined;
      const attachment: SourceAttachment = { type: "attachment", sourceId, url };
      const alt = raw.meta.get("_wp_attachment_image_alt")?.trim();
      const title = raw.fields.get("title")?.trim();
      if (alt) attachment.alt = alt;
      if (title) attachment.title = title;
      return attachment;
    }
    if (postType !== "post" && postType !== "page") return undefined;
    const wordpressStatus = raw.fields.get("wp:status")?.trim() ?? "";
    const status = statusOf[wordpressStatus];
    if (!status) return undefined; // trash, auto-draft, inherit: nothing the old site showed or meant to
    const kind = postType;
    const title = raw.fields.get("title")?.trim() ?? "";
    const content = convertWordPressContent(raw.fields.get("content:encoded") ?? "");
    const notes = [...content.notes];
    if (wordpressStatus === "private") notes.push("status:private");

    let languageCode: string | undefined;
    let translationGroup: string | undefined;
    const categories: string[] = [];
    const tags: string[] = [];
    for (const category of raw.categories) {
      if (category.domain === "category") categories.push(category.nicename);
      else if (category.domain === "post_tag") tags.push(category.nicename);
      else if (category.domain === "language") languageCode = category.nicename;
      else if (category.domain === "post_translations") translationGroup = category.nicename;
    }
    if (!languageCode) {
      languageCode = raw.meta.get("_wpml_import_language_code")?.trim() || undefined;
      const wpmlGroup = raw.meta.get("_wpml_import_translation_group")?.trim();
      if (wpmlGroup) translationGroup = `wpml:${wpmlGroup}`;
    }
    const language = matchLanguage(languageCode);
    // A language the site does not have: the import puts the post in the one the admin picks.
    if (languageCode && !language) notes.push(`language:${languageCode}`);
    // Yoast's primary category leads when it names one of the post's own.
    const primary = termSlugById.get(raw.meta.get("_yoast_wpseo_primary_category")?.trim() ?? "");
    if (primary && categories.includes(primary))
      categories.splice(0, categories.length, primary, ...categories.filter((slug) => slug !== primary));

    const baseUrl = makeSite().baseUrl;
    const post: SourcePost = {
      type: "post",
      kind,
      sourceId,
      title,
      slug: decodeSlug(raw.fields.get("wp:post_name") ?? "") || sourceId,
      html: content.html,
      excerpt: htmlToText(raw.fields.get("excerpt:encoded") ?? ""),
      status,
      categories: distinctPaths(categories),
      tags: distinctPaths(tags),
      comments: raw.comments.flatMap((fields) => toComment(fields) ?? []),
      oldPaths: distinctPaths([
        oldPathOf(raw.fields.get("link"), baseUrl),
        `/?p=${sourceId}`,
        kind === "page" ? `/?page_id=${sourceId}` : undefined,
      ]),
      notes,
    };
    const publishedAt = gmtDate(raw.fields.get("wp:post_date_gmt"));
    const updatedAt = gmtDate(raw.fields.get("wp:post_modified_gmt"));
    if (publishedAt) post.publishedAt = publishedAt;
    if (updatedAt) post.updatedAt = updatedAt;
    const login = raw.fields.get("dc:creator")?.trim();
    if (login) post.author = { login };
    const thumbnail = raw.meta.get("_thumbnail_id")?.trim();
    if (thumbnail) post.featuredImage = { attachmentSourceId: thumbnail };
    const seoTitle = yoastText(raw.meta.get("_yoast_wpseo_title"), title, makeSite().title);
    const seoDescription = yoastText(raw.meta.get("_yoast_wpseo_metadesc"), title, makeSite().title);
    if (seoTitle) post.seoTitle = seoTitle;
    if (seoDescription) post.seoDescription = seoDescription;
    if (language) post.language = language;
    if (language && translationGroup) post.translationGroup = translationGroup;
    return post;
  };

  parser.on("opentag", (tag) => {
    const name = tag.name;
    if (!rootSeen) {
      rootSeen = true;
      const namespace = tag.attributes["xmlns:wp"];
      if (name !== "rss" || typeof namespace !== "string" || !/wordpress\.org\/export\/1\.\d+/.test(namespace)) {
        throw new ImportFileError(
          "This file is not a WordPress export (WXR): it has no WordPress export namespace",
          parser.line,
        );
      }
    }
    const parent = stack.at(-1);
    stack.push(name);
    text = "";
    if (parent === "channel") {
      if (name === "item") {
        releaseTerms();
        item = { fields: new Map(), categories: [], meta: new Map(), comments: [] };
      } else if (name === "wp:author") {
        makeSite();
        author = new Map();
      } else if (name === "wp:category" || name === "wp:tag" || name === "wp:term") {
        makeSite();
        term = { element: name, fields: new Map(), meta: new Map() };
      }
    } else if (item && parent === "item") {
      if (name === "wp:postmeta") meta = { key: "", value: "" };
      else if (name === "wp:comment") comment = new Map();
      else if (name === "category") {
        item.categories.push({
          domain: String(tag.attributes.domain ?? ""),
          nicename: decodeSlug(String(tag.attributes.nicename ?? "")),
          name: "",
        });
      }
    } else if (term && name === "wp:termmeta") {
      meta = { key: "", value: "" };
    }
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("cdata", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", (tag) => {
    const name = tag.name;
    stack.pop();
    const parent = stack.at(-1);
    const value = text;
    text = "";
    if (parent === "channel") {
      if (name === "item" && item) {
        const made = toItem(item);
        if (made) queue.push(made);
        item = undefined;
      } else if (name === "wp:author" && author) {
        const made = toAuthor(author);
        if (made) queue.push(made);
        author = undefined;
      } else if (term && name === term.element) {
        heldTerms.push(term);
        term = undefined;
      } else if (!item && !author && !term && !channel.has(name)) {
        channel.set(name, value);
      }
    } else if (parent === "item" && item) {
      if (name === "wp:postmeta" && meta) {
        if (meta.key) item.meta.set(meta.key, meta.value);
        meta = undefined;
      } else if (name === "wp:comment" && comment) {
        item.comments.push(comment);
        comment = undefined;
      } else if (name === "category") {
        const last = item.categories.at(-1);
        if (last) last.name = value;
      } else {
        item.fields.set(name, value);
      }
    } else if (parent === "wp:postmeta" || parent === "wp:termmeta") {
      if (meta && name === "wp:meta_key") meta.key = value.trim();
      else if (meta && name === "wp:meta_value") meta.value = value;
    } else if (parent === "wp:comment" && comment) {
      comment.set(name, value);
    } else if (parent === "wp:author" && author) {
      author.set(name, value);
    } else if (term && parent === term.element) {
      if (name === "wp:termmeta") {
        if (meta?.key) term.meta.set(meta.key, meta.value);
        meta = undefined;
      } else {
        term.fields.set(name, value);
      }
    }
  });

  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  const decoder = new TextDecoder("utf-8");
  let ended = false;

  /** Feeds the parser one more chunk (or the end); false once the file is read. */
  const feed = async (): Promise<boolean> => {
    if (ended) return false;
    const next = await chunks.next();
    try {
      if (next.done) {
        ended = true;
        parser.write(decoder.decode());
        parser.close();
        if (!rootSeen) throw new ImportFileError("This file is empty: it is not a WordPress export (WXR)");
        releaseTerms();
      } else {
        parser.write(typeof next.value === "string" ? next.value : decoder.decode(next.value, { stream: true }));
      }
    } catch (error) {
      ended = true;
      await chunks.return?.();
      throw asFileError(error, rootSeen, parser.line);
    }
    return !next.done;
  };

  // The site is read before the first author, term or item (or at the end of a file that has none).
  while (!site && (await feed()));
  makeSite();

  async function* items(): AsyncGenerator<SourceItem> {
    try {
      for (;;) {
        while (queue.length > 0) yield queue.shift()!;
        if (!(await feed())) break;
      }
      while (queue.length > 0) yield queue.shift()!;
    } finally {
      if (!ended) {
        ended = true;
        await chunks.return?.();
      }
    }
  }

  return { site: site!, items: items() };
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug.trim());
  } catch {
    return slug.trim();
  }
}

/** Yoast's templates (`%%title%% %%sep%% %%sitename%%`) filled in as Yoast does; unknown variables dropped. */
function yoastText(template: string | undefined, title: string, siteName: string | undefined): string | undefined {
  if (!template?.trim()) return undefined;
  const filled = template
    .replace(/%%title%%/g, title)
    .replace(/%%sitename%%/g, siteName ?? "")
    .replace(/%%sep%%/g, "-")
    .replace(/%%[a-z_]+%%/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s-]+|[\s-]+$/g, "");
  return filled || undefined;
}

function toComment(fields: Fields): SourceComment | undefined {
  if (fields.get("wp:comment_approved")?.trim() !== "1") return undefined;
  const type = fields.get("wp:comment_type")?.trim() ?? "";
  if (type !== "" && type !== "comment") return undefined; // pingbacks and trackbacks are not comments
  const text = htmlToText(fields.get("wp:comment_content") ?? "");
  const date = gmtDate(fields.get("wp:comment_date_gmt")) ?? gmtDate(fields.get("wp:comment_date"));
  const sourceId = fields.get("wp:comment_id")?.trim();
  if (!text || !date || !sourceId) return undefined;
  return {
    sourceId,
    author: fields.get("wp:comment_author")?.trim() ?? "",
    email: fields.get("wp:comment_author_email")?.trim() ?? "",
    text,
    date,
  };
}

function asFileError(error: unknown, rootSeen: boolean, line: number): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // saxes writes "line:column: message"; the line is ours to name.
  const position = /^(?:[^:]*:)?(\d+):(\d+): ([\s\S]*)$/.exec(message);
  const at = position ? Number(position[1]) : line;
  const reason = position ? position[3]! : message;
  if (!rootSeen) return new ImportFileError(`This file is not a WordPress export (WXR): ${reason}`, at);
  return new ImportFileError(`The WordPress export is not well-formed XML: ${reason}`, at);
}
