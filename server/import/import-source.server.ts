import type { ControlledTransaction, Kysely } from "kysely";
import { categoryTranslationLanguages } from "../../common/category";
import { contentKinds } from "../../common/content/kinds";
import type { Language } from "../../common/i18n/languages";
import {
  emptyImportReport,
  type ImportKind,
  type ImportOutcome,
  type ImportReport,
  maxImportReportLines,
} from "../../common/import";
import { limits } from "../../common/limits";
import { authorPagePath, contentItemPath, postPath, publicPagePaths } from "../../common/public-pages";
import { redirectInputSchema, redirectSource } from "../../common/redirect";
import { slugify } from "../../common/slug";
import { categoryNameKey, createCategory, readCategoryTranslations, updateCategory } from "../db/categories.server";
import { announcePublicChange } from "../db/public-changes.server";
import { createContentItem } from "../db/content-items.server";
import { newId } from "../db/database.server";
import {
  deleteImportMapping,
  listAllImportMappings,
  listImportMappings,
  saveImportMapping,
} from "../db/import-mappings.server";
import { insertPost, TranslationExistsError } from "../db/posts.server";
import { findRedirectIdBySource, saveRedirect } from "../db/redirects.server";
import type { DB } from "../db/schema.server";
import { createUser, findUserByEmail } from "../db/users.server";
import type { MediaStore } from "../media/media-store.server";
import { storeImage } from "../media/store-image.server";
import { generatePassword } from "../passwords.server";
import { htmlToText } from "../post-html/sanitize-html.server";
import { defaultImageFetchLimits, fetchImage, type ImageFetchLimits } from "./fetch-image.server";
import type {
  SourceAuthor,
  SourceImage,
  SourceItem,
  SourcePost,
  SourceReader,
  SourceSite,
  SourceTerm,
} from "./source-model.server";

export interface ImportOptions {
  db: Kysely<DB>;
  mediaStore: MediaStore;
  /** The language of every item the source gives none (a one-language site). */
  language: Language;
  /** Reads and reports, writes nothing. */
  dryRun: boolean;
  /** Who runs it: the images' uploader. */
  userId: string | null;
  imageLimits?: ImageFetchLimits;
  /** False leaves images out (reported as not fetched): the benchmark measures the import alone. */
  fetchImages?: boolean;
  /**
   * Told after every batch and at the end: the job stores it, the shell prints it. `db` is
   * the batch's transaction, so what it writes is committed with the items it counts.
   */
  onProgress?: (itemsDone: number, report: ImportReport, db: Kysely<DB>) => Promise<void> | void;
  /**
   * A job taken over after a restart: the items and report its earlier run committed. The
   * file is read again from the start; those first items only rebuild what the run knows
   * (their authors, terms, attachments), and the report goes on from the one given.
   */
  resume?: { itemsDone: number; report: ImportReport };
  /** Stops between two items (a shutdown): what is done stays done, the rest waits for a later run. */
  signal?: AbortSignal;
  /** Items written per transaction (each one a savepoint of it); progress is told after each. */
  batchSize?: number;
}

/**
 * Items per transaction: on SQLite each commit is an fsync, which cost more than the items'
 * own statements; fifty (or one second's worth) hold the one connection briefly enough for
 * the server's other requests.
 */
export const importBatchSize = 50;
const batchMs = 1000;

/** The key every mapping of one old site shares: its format and address. */
export function importSourceKey(site: SourceSite): string {
  return `${site.format}:${site.baseUrl ?? site.title ?? ""}`;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** A non-English version's public address carries its language (decision 001). */
function inLanguage(path: string, language: Language): string {
  if (language === "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lng=${language}`;
}

/** Every `<img>` tag's `src` in post HTML, as written. */
function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) sources.push(value.replace(/&amp;/g, "&"));
  }
  return sources;
}

/** The alt text of the `<img>` whose src is `source`, if written. */
function altOf(html: string, source: string): string | undefined {
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    if (!imageSources(tag).includes(source)) continue;
    const alt = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    return alt?.[1] ?? alt?.[2];
  }
  return undefined;
}

/** Post HTML with each fetched image pointing at the library (its old `srcset`, naming the old site, dropped). */
function rewriteImages(html: string, libraryUrl: Map<string, string>): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const source = imageSources(tag)[0];
    const url = source && libraryUrl.get(source);
    if (!url) return tag;
    return tag
      .replace(/\s(srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, "")
      .replace(/(\ssrc\s*=\s*)(?:"[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${url}"`);
  });
}

/**
 * Maps an old site's items onto this one (decision 059), in file order, each in a
 * transaction of its own: authors become staff profiles nobody can sign in to, categories
 * (a Polylang group is one category with its translations) and tags, posts become articles
 * with their language versions, pages the simple pages, approved comments approved
 * comments, images the media library's, old addresses 301 redirects. Every item is looked
 * up first in the mappings by its source id, so a second run, or a run resumed after a
 * restart, finds what is done and writes nothing for it. A dry run takes the same path and
 * writes nothing. An image that cannot be fetched is reported, never fatal; a bad file
 * throws the reader's `ImportFileError` (what was done before it stays done).
 */
export async function importSource(reader: SourceReader, options: ImportOptions): Promise<ImportReport> {
  const run = new ImportRun(reader.site, options);
  await run.start();
  const batchSize = options.batchSize ?? importBatchSize;
  const resumeAt = options.resume?.itemsDone ?? 0;
  const resumed = () => {
    if (options.resume) run.report = structuredClone(options.resume.report);
  };
  let itemsDone = 0;
  let toldAt = Date.now();
  try {
    for await (const item of reader.items) {
      options.signal?.throwIfAborted();
      await run.item(item);
      itemsDone++;
      if (itemsDone === resumeAt) resumed();
      if (itemsDone % batchSize === 0 || Date.now() - toldAt > batchMs) {
        // Progress is written in the batch's transaction: what it says is done is exactly what is.
        if (itemsDone >= resumeAt) await options.onProgress?.(itemsDone, run.report, run.handle);
        await run.commit();
        toldAt = Date.now();
      }
    }
    if (itemsDone < resumeAt) resumed();
    await run.commit();
  } catch (error) {
    // A bad file, a failed item (its savepoint rolled back) or a shutdown: the items before it stay done.
    await run.commit().catch(() => run.rollback());
    throw error;
  }
  await run.finish();
  await options.onProgress?.(itemsDone, run.report, options.db);
  return run.report;
}

class ImportRun {
  /** Until a resumed run reaches the items its earlier run left, a scratch report its replay counts in. */
  report = emptyImportReport();
  private readonly source: string;
  private readonly db: Kysely<DB>;
  /**
   * The source's mappings (read once at the start, those written since added as their item
   * is kept) and a dry run's plans: every item's "done already?" without a query.
   */
  private readonly planned = new Map<string, string>();
  /** Mappings the current item wrote, kept once its savepoint is released. */
  private readonly pending = new Map<string, string>();
  /** The open transaction of the current batch of items. */
  private batch: ControlledTransaction<DB> | undefined;
  private readonly authorIds = new Map<string, string>();
  private readonly categoryIds = new Map<string, string>();
  private readonly tagNames = new Map<string, string>();
  private readonly attachments = new Map<string, { url: string; alt?: string }>();
  private readonly failedImages = new Set<string>();
  private wrote = false;

  constructor(
    private readonly site: SourceSite,
    private readonly options: ImportOptions,
  ) {
    this.source = importSourceKey(site);
    this.db = options.db;
  }

  private line(kind: ImportKind, outcome: ImportOutcome, title: string, detail = "") {
    if (outcome === "created") this.report.created[kind]++;
    else if (outcome !== "note") this.report.skipped[kind]++;
    if (this.report.lines.length < maxImportReportLines) this.report.lines.push({ kind, outcome, title, detail });
    else this.report.linesLeftOut++;
  }

  /** Where reads go: the batch's transaction while one is open (SQLite has one connection, which it holds). */
  get handle(): Kysely<DB> {
    return this.batch ?? this.db;
  }

  async start() {
    for (const row of await listAllImportMappings(this.db, this.source))
      this.planned.set(`${row.kind}\0${row.sourceId}`, row.localId);
  }

  private mapped(kind: string, sourceId: string): string | undefined {
    const key = `${kind}\0${sourceId}`;
    return this.pending.get(key) ?? this.planned.get(key);
  }

  private async map(trx: Kysely<DB>, kind: string, sourceId: string, localId: string) {
    if (this.options.dryRun) this.planned.set(`${kind}\0${sourceId}`, localId);
    else {
      await saveImportMapping(trx, this.source, kind, sourceId, localId);
      this.pending.set(`${kind}\0${sourceId}`, localId);
    }
  }

  /**
   * Runs `work` as one item: a savepoint of the batch's transaction, so a failed item is
   * rolled back alone and the batch's earlier items stay (none in a dry run, which writes nothing).
   */
  private async write<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    if (this.options.dryRun) return work(this.db);
    this.wrote = true;
    this.batch ??= await this.db.startTransaction().execute();
    const item = await this.batch.savepoint("item").execute();
    this.pending.clear();
    try {
      const result = await work(item);
      await item.releaseSavepoint("item").execute();
      for (const [key, value] of this.pending) this.planned.set(key, value);
      return result;
    } catch (error) {
      await item.rollbackToSavepoint("item").execute();
      await item.releaseSavepoint("item").execute();
      throw error;
    } finally {
      this.pending.clear();
    }
  }

  /** Commits the batch's items (a batch's end, before an image's download, at the end). */
  async commit(): Promise<void> {
    const batch = this.batch;
    this.batch = undefined;
    await batch?.commit().execute();
  }

  async rollback(): Promise<void> {
    const batch = this.batch;
    this.batch = undefined;
    await batch?.rollback().execute();
  }

  async item(item: SourceItem): Promise<void> {
    switch (item.type) {
      case "author":
        return this.author(item);
      case "term":
        return item.kind === "category" ? this.category(item) : this.tag(item);
      case "attachment":
        // Brought over when a post, a page or an author shows it, not before.
        this.attachments.set(item.sourceId, { url: item.url, alt: item.alt });
        return;
      case "post":
        return this.post(item);
    }
  }

  async finish(): Promise<void> {
    if (!this.options.dryRun) await this.resolveWaitingCovers();
    if (this.wrote) await announcePublicChange(this.db);
  }

  // ---- Old addresses ----

  /** 301 redirects from the old paths to `target`, inside the item's transaction. */
  private async redirect(trx: Kysely<DB>, oldPaths: string[], target: string) {
    for (const oldPath of oldPaths) {
      const source = redirectSource(oldPath);
      const checked = redirectInputSchema.safeParse({ source: oldPath, target });
      if (!source || source === "/" || !checked.success) {
        if (source !== redirectSource(target)) this.line("redirect", "unsupported", oldPath, target);
        continue;
      }
      // A redirect is answered before any page: one from the site's own page would hide it.
      if (publicPagePaths.includes(source)) {
        this.line("redirect", "unsupported", oldPath, "this site's own page");
        continue;
      }
      if (this.planned.has(`redirect\0${source}`) || (await findRedirectIdBySource(trx, source))) {
        this.line("redirect", "matched", oldPath, target);
        continue;
      }
      if (this.options.dryRun) this.planned.set(`redirect\0${source}`, target);
      else await saveRedirect(trx, { source, target, match: "exact", status: 301, origin: "import" });
      this.line("redirect", "created", oldPath, target);
    }
  }

  // ---- Images ----

  private absolute(address: string): string | undefined {
    try {
      return new URL(address, this.site.baseUrl).href;
    } catch {
      return undefined;
    }
  }

  /** The library address of an image of the old site, fetched once per run and per site; undefined when it failed. */
  private async image(address: string, alt: string | undefined, language: Language): Promise<string | undefined> {
    const url = this.absolute(address);
    if (!url) {
      this.line("image", "unsupported", address, "not an address");
      return undefined;
    }
    const known = this.mapped("image", url);
    if (known) return known;
    if (this.failedImages.has(url)) return undefined;
    if (this.options.fetchImages === false) {
      this.failedImages.add(url);
      this.line("image", "unsupported", url, "not fetched");
      return undefined;
    }
    if (this.options.dryRun) {
      const planned = `/media/planned-${newId()}.webp`;
      this.planned.set(`image\0${url}`, planned);
      this.line("image", "created", url);
      return planned;
    }
    // A download is slow: the batch is committed first, not held open (and the connection with it) meanwhile.
    await this.commit();
    try {
      const bytes = await fetchImage(url, this.options.imageLimits ?? defaultImageFetchLimits);
      const name = decodeURIComponent(new URL(url).pathname.split("/").pop() || "image").slice(0, 200);
      const altText = JSON.stringify(alt ? { [language]: cut(alt.trim(), limits.altText) } : {});
      const row = await storeImage(this.db, this.options.mediaStore, bytes, {
        originalName: name,
        uploadedBy: this.options.userId,
        alt: altText,
      });
      const largest = (JSON.parse(row.widths) as number[]).at(-1)!;
      const libraryUrl = `/media/${row.id}-${largest}.webp`;
      await saveImportMapping(this.db, this.source, "image", url, libraryUrl);
      this.planned.set(`image\0${url}`, libraryUrl);
      this.wrote = true;
      this.line("image", "created", url);
      return libraryUrl;
    } catch (error) {
      this.failedImages.add(url);
      this.line("image", "failed", url, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  private async featured(image: SourceImage | undefined, language: Language): Promise<string | undefined> {
    if (!image) return undefined;
    if ("url" in image) return this.image(image.url, image.alt, language);
    const attachment = this.attachments.get(image.attachmentSourceId);
    return attachment && this.image(attachment.url, attachment.alt, language);
  }

  /** Covers named by an attachment the file gave only after the post. */
  private async resolveWaitingCovers() {
    for (const waiting of await listImportMappings(this.db, this.source, "waiting-cover")) {
      const attachment = this.attachments.get(waiting.localId);
      const [postId, language] = waiting.sourceId.split("\0") as [string, Language];
      if (attachment) {
        const url = await this.image(attachment.url, attachment.alt, language);
        if (url) await this.db.updateTable("posts").set({ image: url }).where("id", "=", postId).execute();
      } else this.line("image", "failed", waiting.localId, "attachment not in the file");
      await deleteImportMapping(this.db, this.source, "waiting-cover", waiting.sourceId);
    }
  }

  // ---- Authors ----

  private async author(author: SourceAuthor) {
    const known = this.mapped("author", author.sourceId);
    if (known) {
      this.authorIds.set(author.sourceId, known).set(`login:${author.login}`, known);
      return this.line("author", "alreadyImported", author.name);
    }
    const email = author.email?.trim().toLowerCase();
    const existing = email ? await findUserByEmail(this.handle, email) : undefined;
    const photo = author.photoUrl ? await this.image(author.photoUrl, author.name, this.options.language) : undefined;
    const id = await this.write(async (trx) => {
      if (existing) {
        await this.map(trx, "author", author.sourceId, existing.id);
        this.line("author", "matched", author.name, existing.email);
        return existing.id;
      }
      const bio = {
        en: "",
        tr: "",
        ru: "",
        az: "",
        [this.options.language]: cut(author.bio?.trim() ?? "", limits.bio),
      };
      const name = cut(author.name.trim() || author.login, limits.name);
      // An editor with a password nobody knows, as the demo's authors: an admin sets one to let them in.
      const user = this.options.dryRun
        ? { id: `planned-${newId()}`, slug: slugify(name) }
        : await createUser(trx, {
            name,
            email: email || `${slugify(author.login) || newId()}@import.invalid`,
            password: generatePassword(),
            role: "editor",
            bio,
            photo: photo ?? null,
          });
      await this.map(trx, "author", author.sourceId, user.id);
      this.line("author", "created", name);
      await this.redirect(trx, author.oldPaths, inLanguage(authorPagePath(user.slug), this.options.language));
      return user.id;
    });
    this.authorIds.set(author.sourceId, id).set(`login:${author.login}`, id);
  }

  // ---- Categories and tags ----

  private async category(term: SourceTerm) {
    const known = this.mapped("category", term.sourceId);
    if (known) {
      this.categoryIds.set(term.slug, known);
      return this.line("category", "alreadyImported", term.name);
    }
    const language = term.language ?? this.options.language;
    const group = term.translationGroup ?? term.sourceId;
    const id = await this.write(async (trx) => {
      const groupId = this.mapped("category-group", group);
      let categoryId: string;
      let nameKey: string;
      const name = cut(term.name.trim(), limits.name);
      const description = cut(term.description?.trim() ?? "", limits.categoryDescription);
      const row = groupId
        ? await trx.selectFrom("categories").selectAll().where("id", "=", groupId).executeTakeFirst()
        : await trx
            .selectFrom("categories")
            .selectAll()
            .where("nameKey", "=", categoryNameKey(name))
            .executeTakeFirst();
      if (row) {
        // Another language of a group already here, or a category of the same name: one category.
        categoryId = row.id;
        nameKey = row.nameKey;
        const translations = readCategoryTranslations(row.translations);
        if (groupId && language === "en" && !this.options.dryRun) {
          await this.renameCategory(trx, row.id, row.nameKey, { name, description, translations });
          nameKey = categoryNameKey(name);
        } else if (groupId && language !== "en" && !translations[language] && !this.options.dryRun)
          await updateCategory(trx, row.id, {
            name: row.name,
            description: row.description,
            translations: { ...translations, [language]: { name, description } },
          });
        this.line("category", groupId ? "created" : "matched", name, groupId ? language : row.name);
      } else {
        nameKey = categoryNameKey(name);
        const translations = language === "en" ? {} : { [language]: { name, description } };
        categoryId = this.options.dryRun
          ? `planned-${newId()}`
          : (await createCategory(trx, { name, description, translations })).id;
        this.line("category", "created", name, language);
      }
      await this.map(trx, "category", term.sourceId, categoryId);
      await this.map(trx, "category-group", group, categoryId);
      await this.redirect(trx, term.oldPaths, inLanguage(`/blog?category=${encodeURIComponent(nameKey)}`, language));
      return categoryId;
    });
    this.categoryIds.set(term.slug, id);
  }

  /** The group's English member names the category; redirects to its filter follow the new name. */
  private async renameCategory(
    trx: Kysely<DB>,
    id: string,
    oldKey: string,
    values: { name: string; description: string; translations: ReturnType<typeof readCategoryTranslations> },
  ) {
    const previous = await trx
      .selectFrom("categories")
      .select(["name", "description"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const translations = { ...values.translations };
    // The first member (another language) held the English slot: it keeps its own language's.
    for (const language of categoryTranslationLanguages)
      if (translations[language]?.name === previous.name) translations[language].description ||= previous.description;
    await updateCategory(trx, id, { name: values.name, description: values.description, translations });
    const newKey = categoryNameKey(values.name);
    if (newKey === oldKey) return;
    const oldTarget = `/blog?category=${encodeURIComponent(oldKey)}`;
    const rows = await trx
      .selectFrom("redirects")
      .select(["id", "target"])
      .where("origin", "=", "import")
      .where("target", "like", `${oldTarget}%`)
      .execute();
    for (const row of rows) {
      const rest = row.target.slice(oldTarget.length);
      if (rest && !rest.startsWith("&")) continue;
      await trx
        .updateTable("redirects")
        .set({ target: `/blog?category=${encodeURIComponent(newKey)}${rest}` })
        .where("id", "=", row.id)
        .execute();
    }
  }

  private async tag(term: SourceTerm) {
    const name = cut(term.name.trim(), limits.tag);
    this.tagNames.set(term.slug, name);
    if (this.mapped("tag", term.sourceId)) return this.line("tag", "alreadyImported", name);
    // A tag is a name on its posts; its old archive becomes the blog searched for it.
    await this.write(async (trx) => {
      await this.map(trx, "tag", term.sourceId, name);
      this.line("tag", "created", name);
      await this.redirect(
        trx,
        term.oldPaths,
        inLanguage(`/blog?q=${encodeURIComponent(name)}`, term.language ?? this.options.language),
      );
    });
  }

  // ---- Posts and pages ----

  private async post(post: SourcePost) {
    const title = cut(post.title.trim(), limits.title) || post.slug || post.sourceId;
    for (const note of post.notes) this.line(post.kind, "note", title, note);
    const known = this.mapped(post.kind, post.sourceId);
    if (known) {
      this.line(post.kind, "alreadyImported", title);
      if (post.kind === "post") await this.comments(known, post);
      return;
    }
    const language = post.language ?? this.options.language;
    const libraryUrl = new Map<string, string>();
    for (const source of new Set(imageSources(post.html))) {
      const url = await this.image(source, altOf(post.html, source), language);
      if (url) libraryUrl.set(source, url);
    }
    const html = rewriteImages(post.html, libraryUrl);
    if (post.kind === "page") return this.page(post, title, html, language);

    // WordPress may give a cover's attachment after the post: it waits for the end of the file.
    const waitingFor =
      post.featuredImage &&
      "attachmentSourceId" in post.featuredImage &&
      !this.attachments.has(post.featuredImage.attachmentSourceId)
        ? post.featuredImage.attachmentSourceId
        : undefined;
    const cover = waitingFor ? undefined : await this.featured(post.featuredImage, language);
    const author = post.author?.sourceId ?? (post.author?.login ? `login:${post.author.login}` : undefined);
    const categoryId = post.categories.map((slug) => this.categoryIds.get(slug)).find(Boolean) ?? null;
    const tags = [
      ...new Set(post.tags.map((slug) => this.tagNames.get(slug) ?? cut(slug, limits.tag)).filter(Boolean)),
    ].slice(0, limits.tags);
    const now = new Date();
    const scheduled = post.status === "scheduled" && post.publishedAt && post.publishedAt > now;
    const status = post.status === "published" || (post.status === "scheduled" && !scheduled) ? "published" : "draft";
    const excerpt = cut(post.excerpt.trim() || htmlToText(html).trim(), limits.excerpt) || title;
    const group = post.translationGroup ?? post.sourceId;
    await this.write(async (trx) => {
      const translationGroup = this.mapped("post-group", group);
      const slug = slugify(post.slug || title) || "post";
      let created: { id: string; slug: string; translationGroup: string };
      if (this.options.dryRun) {
        const taken = translationGroup && this.planned.get(`post-language\0${translationGroup}\0${language}`);
        if (taken) return this.line("post", "unsupported", title, `translation exists: ${language}`);
        const id = `planned-${newId()}`;
        created = { id, slug, translationGroup: translationGroup ?? id };
        this.planned.set(`post-language\0${created.translationGroup}\0${language}`, id);
      } else {
        try {
          created = await insertPost(
            trx,
            {
              title,
              content: html,
              excerpt,
              image: cover ?? null,
              categoryId,
              tags,
              status,
              slug,
              seo: {
                title: cut(post.seoTitle?.trim() ?? "", limits.seoTitle),
                description: cut(post.seoDescription?.trim() ?? "", limits.seoDescription),
                keywords: [],
              },
              language,
              publishAt: scheduled ? post.publishedAt!.toISOString() : null,
            },
            (author && this.authorIds.get(author)) ?? this.options.userId,
            now,
            translationGroup,
          );
        } catch (error) {
          if (error instanceof TranslationExistsError)
            return this.line("post", "unsupported", title, `translation exists: ${language}`);
          throw error;
        }
        // The old site's dates, not the moment of the import.
        const published = post.publishedAt ?? now;
        await trx
          .updateTable("posts")
          .set({
            createdAt: published.toISOString(),
            updatedAt: (post.updatedAt ?? published).toISOString(),
            publishedAt: status === "published" ? published.toISOString() : null,
          })
          .where("id", "=", created.id)
          .execute();
        if (waitingFor)
          await saveImportMapping(trx, this.source, "waiting-cover", `${created.id}\0${language}`, waitingFor);
      }
      await this.map(trx, "post", post.sourceId, created.id);
      await this.map(trx, "post-group", group, created.translationGroup);
      this.line("post", "created", title, status === "draft" ? (scheduled ? "scheduled" : "draft") : language);
      await this.commentsIn(trx, created.id, post);
      if (status === "published") await this.redirect(trx, post.oldPaths, postPath(created.slug));
    });
  }

  private async comments(postId: string, post: SourcePost) {
    await this.write((trx) => this.commentsIn(trx, postId, post));
  }

  /** The post's approved comments not brought in before, approved here too. */
  private async commentsIn(trx: Kysely<DB>, postId: string, post: SourcePost) {
    for (const comment of post.comments) {
      const sourceId = `${post.sourceId}:${comment.sourceId}`;
      if (this.mapped("comment", sourceId)) {
        this.report.skipped.comment++;
        continue;
      }
      const id = newId();
      if (!this.options.dryRun)
        await trx
          .insertInto("comments")
          .values({
            id,
            postId,
            name: cut(comment.author.trim(), limits.name) || "—",
            email: cut(comment.email.trim(), limits.email),
            text: cut(comment.text.trim(), limits.comment),
            status: "approved",
            createdAt: comment.date.toISOString(),
          })
          .execute();
      await this.map(trx, "comment", sourceId, id);
      this.report.created.comment++;
    }
  }

  /** A simple page: one item whose versions are its text in each language (English required: the first version stands in). */
  private async page(post: SourcePost, title: string, html: string, language: Language) {
    const text = {
      title,
      body: html.trim(),
      seoTitle: cut(post.seoTitle?.trim() ?? "", limits.seoTitle),
      seoDescription: cut(post.seoDescription?.trim() || post.excerpt.trim(), limits.seoDescription),
    };
    const checked = contentKinds.pages.text.safeParse(text);
    if (!checked.success) return this.line("page", "unsupported", title, checked.error.issues[0]?.message ?? "");
    const group = post.translationGroup ?? post.sourceId;
    const visible = post.status === "published";
    await this.write(async (trx) => {
      let itemId = this.mapped("page-group", group);
      let slug: string;
      if (itemId) {
        const row = await trx
          .selectFrom("contentItems")
          .select(["text", "slug"])
          .where("id", "=", itemId)
          .executeTakeFirst();
        slug = row?.slug ?? slugify(post.slug || title);
        if (row && !this.options.dryRun) {
          const stored = JSON.parse(row.text) as Record<string, unknown>;
          await trx
            .updateTable("contentItems")
            .set({
              text: JSON.stringify({ ...stored, [language]: text }),
              updatedAt: new Date().toISOString(),
            })
            .where("id", "=", itemId)
            .execute();
        }
      } else {
        slug = await this.freePageSlug(trx, slugify(post.slug || title) || "page");
        itemId = this.options.dryRun
          ? `planned-${newId()}`
          : (
              await createContentItem(trx, "pages", {
                slug,
                visible,
                fields: {},
                text: language === "en" ? { en: text } : { en: text, [language]: text },
              })
            )._id;
        await this.map(trx, "page-group", group, itemId);
      }
      await this.map(trx, "page", post.sourceId, itemId);
      this.line("page", "created", title, visible ? language : "draft");
      if (visible) await this.redirect(trx, post.oldPaths, inLanguage(contentItemPath("pages", slug)!, language));
    });
  }

  /** The slug itself, or `slug-2`, `slug-3`…: none of the site's own first segments, none another page has. */
  private async freePageSlug(trx: Kysely<DB>, wanted: string): Promise<string> {
    for (let n = 1; ; n++) {
      const slug = n === 1 ? wanted : `${cut(wanted, limits.slug - 4)}-${n}`;
      if (
        contentKinds.pages.reservedSlugs.some((reserved) => reserved === slug) ||
        this.planned.has(`page-slug\0${slug}`)
      )
        continue;
      const taken = await trx
        .selectFrom("contentItems")
        .select("id")
        .where("kind", "=", "pages")
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (taken) continue;
      if (this.options.dryRun) this.planned.set(`page-slug\0${slug}`, slug);
      return slug;
    }
  }
}
