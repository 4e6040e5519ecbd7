import type { Readable } from "node:stream";
import {
  ImportFileError,
  type SourceAuthor,
  type SourceItem,
  type SourcePost,
  type SourceReader,
  type SourceSite,
  type SourceTerm,
} from "../source-model.server";
import { renderLexical } from "./ghost-lexical.server";
import { renderMobiledoc } from "./ghost-mobiledoc.server";
import { jsonErrorLine } from "./json-error.server";
import { normaliseBaseUrl } from "./old-path.server";

// Ghost's export ("Settings → Labs → Export", `{db: [{meta, data: {posts, tags, users,
// posts_tags, posts_authors, posts_meta, settings…}}]}`), read whole with JSON.parse
// (decision 060: Ghost exports hold text only, a few MB for thousands of posts; a 100 MB
// file takes a few hundred MB while parsed). Items come as WXR's do: authors, terms, posts.

/** Ghost writes its own address as `__GHOST_URL__` in stored HTML and image fields. */
const ghostUrlPlaceholder = /__GHOST_URL__/g;

export interface GhostReadOptions {
  /**
   * The old site's address, which Ghost's export does not carry: `__GHOST_URL__` becomes it.
   * Without it the placeholder is removed, leaving addresses relative to the old site's root
   * (`/content/images/…`), for the import to resolve against an address the admin gives.
   */
  baseUrl?: string;
}

type Row = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : [];
const bySortOrder = (a: Row, b: Row) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0);

function date(value: unknown): Date | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

export async function readGhost(input: Readable, options: GhostReadOptions = {}): Promise<SourceReader> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  const json = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  chunks.length = 0;
  if (!json.trim()) throw new ImportFileError("This file is empty: it is not a Ghost export");

  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(
      /\s*in JSON at position \d+.*$/,
      "",
    );
    throw new ImportFileError(`The Ghost export is not valid JSON: ${reason}`, jsonErrorLine(json));
  }

  // `{db: [{meta, data}]}` from Ghost 1+; `{meta, data}` from older exports and some tools.
  const root = parsed as { db?: unknown; data?: unknown; meta?: unknown } | null;
  const database = (Array.isArray(root?.db) ? root.db[0] : root) as { data?: Row; meta?: Row } | undefined;
  const data = database?.data;
  if (!data || typeof data !== "object" || !Array.isArray(data.posts)) {
    throw new ImportFileError("This file is not a Ghost export: it has no db[0].data.posts");
  }

  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const withUrl = (value: string) => value.replace(ghostUrlPlaceholder, baseUrl ?? "");
  const settings = new Map(rows(data.settings).map((row) => [text(row.key), row.value]));
  const site: SourceSite = { format: "ghost" };
  const title = text(settings.get("title")).trim();
  if (title) site.title = title;
  if (baseUrl) site.baseUrl = baseUrl;

  return { site, items: items(data, withUrl) };
}

// Async like the WordPress reader's, so the import reads every format the same way.
async function* items(data: Row, withUrl: (value: string) => string): AsyncGenerator<SourceItem> {
  const tags = new Map(rows(data.tags).map((tag) => [text(tag.id), tag]));
  const metaByPost = new Map(rows(data.posts_meta).map((meta) => [text(meta.post_id), meta]));
  const tagsByPost = groupBy(rows(data.posts_tags), "post_id");
  const authorsByPost = groupBy(rows(data.posts_authors), "post_id");
  const posts = rows(data.posts);

  // Ghost's primary tag is a post's first public tag: that becomes its category, the rest tags.
  const publicTagsOf = (postId: string) =>
    (tagsByPost.get(postId) ?? [])
      .map((link) => tags.get(text(link.tag_id)))
      .filter((tag): tag is Row => Boolean(tag) && !isInternal(tag!));
  const asCategory = new Set<string>();
  const asTag = new Set<string>();
  for (const post of posts) {
    publicTagsOf(text(post.id)).forEach((tag, index) => (index === 0 ? asCategory : asTag).add(text(tag.id)));
  }

  for (const user of rows(data.users)) {
    const slug = text(user.slug).trim();
    const id = text(user.id);
    if (!id || !slug) continue;
    const author: SourceAuthor = {
      type: "author",
      sourceId: id,
      login: slug,
      name: text(user.name).trim() || slug,
      oldPaths: [`/author/${slug}/`],
    };
    const email = text(user.email).trim();
    const bio = text(user.bio).trim();
    const photo = withUrl(text(user.profile_image)).trim();
    if (email) author.email = email;
    if (bio) author.bio = bio;
    if (photo) author.photoUrl = photo;
    yield author;
  }

  for (const tag of tags.values()) {
    if (isInternal(tag)) continue;
    const id = text(tag.id);
    const slug = text(tag.slug).trim();
    if (!id || !slug) continue;
    // A tag that is some post's primary tag and another's secondary one comes as both
    // kinds; the tag archive redirects once, to the category.
    const kinds: SourceTerm["kind"][] = asCategory.has(id)
      ? asTag.has(id)
        ? ["category", "tag"]
        : ["category"]
      : ["tag"];
    for (const [index, kind] of kinds.entries()) {
      const term: SourceTerm = {
        type: "term",
        kind,
        sourceId: id,
        slug,
        name: text(tag.name).trim() || slug,
        oldPaths: index === 0 ? [`/tag/${slug}/`] : [],
      };
      const description = text(tag.description).trim();
      if (description) term.description = description;
      yield term;
    }
  }

  for (const post of posts) {
    const made = toPost(post, {
      meta: metaByPost.get(text(post.id)),
      tags: (tagsByPost.get(text(post.id)) ?? [])
        .map((link) => tags.get(text(link.tag_id)))
        .filter((tag): tag is Row => Boolean(tag)),
      authorId: text((authorsByPost.get(text(post.id)) ?? [])[0]?.author_id) || text(post.author_id),
      withUrl,
    });
    if (made) yield made;
  }
}

function isInternal(tag: Row): boolean {
  return tag.visibility === "internal" || text(tag.name).startsWith("#");
}

function groupBy(list: Row[], key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of list) {
    const group = groups.get(text(row[key]));
    if (group) group.push(row);
    else groups.set(text(row[key]), [row]);
  }
  for (const group of groups.values()) group.sort(bySortOrder);
  return groups;
}

const statusOf: Record<string, SourcePost["status"] | undefined> = {
  published: "published",
  draft: "draft",
  scheduled: "scheduled",
  sent: "draft",
};

function toPost(
  post: Row,
  context: { meta: Row | undefined; tags: Row[]; authorId: string; withUrl: (value: string) => string },
): SourcePost | undefined {
  const id = text(post.id);
  const slug = text(post.slug).trim();
  const kind = post.type === "page" || post.page === true || post.page === 1 ? "page" : "post";
  const ghostStatus = text(post.status);
  const status = statusOf[ghostStatus];
  if (!id || !slug || !status) return undefined;
  const notes: string[] = [];
  if (ghostStatus === "sent") notes.push("status:sent");

  let html = text(post.html);
  if (!html.trim()) {
    const rendered = text(post.lexical)
      ? renderLexical(text(post.lexical))
      : text(post.mobiledoc)
        ? renderMobiledoc(text(post.mobiledoc))
        : { html: "", notes: [] };
    html = rendered.html;
    notes.push(...rendered.notes);
  }

  const publicTags = context.tags.filter((tag) => !isInternal(tag));
  for (const tag of context.tags.filter(isInternal)) notes.push(`internal-tag:${text(tag.name)}`);

  const made: SourcePost = {
    type: "post",
    kind,
    sourceId: id,
    title: text(post.title).trim(),
    slug,
    html: context.withUrl(html),
    excerpt: text(post.custom_excerpt).trim(),
    status,
    categories: publicTags.slice(0, 1).map((tag) => text(tag.slug)),
    tags: publicTags.slice(1).map((tag) => text(tag.slug)),
    comments: [],
    oldPaths: [`/${slug}/`],
    notes,
  };
  const publishedAt = date(post.published_at);
  const updatedAt = date(post.updated_at);
  if (publishedAt && status !== "draft") made.publishedAt = publishedAt;
  if (updatedAt) made.updatedAt = updatedAt;
  if (context.authorId) made.author = { sourceId: context.authorId };
  const featureImage = context.withUrl(text(post.feature_image)).trim();
  if (featureImage) {
    const alt = text(context.meta?.feature_image_alt).trim();
    made.featuredImage = alt ? { url: featureImage, alt } : { url: featureImage };
  }
  // Ghost 4+ keeps SEO fields in posts_meta; older exports on the post itself.
  const seoTitle = text(context.meta?.meta_title ?? post.meta_title).trim();
  const seoDescription = text(context.meta?.meta_description ?? post.meta_description).trim();
  if (seoTitle) made.seoTitle = seoTitle;
  if (seoDescription) made.seoDescription = seoDescription;
  return made;
}
