import type { ContentItem } from "../../common/content/items";
import type { ActivityChanges } from "../../common/dashboard";
import { isLanguage, type Language, languageCodes } from "../../common/i18n/languages";
import type { Post } from "../../common/post";
import type { SiteSettings } from "../../common/settings";

// What an edit changed, for the activity log (docs/decisions/038): the names of the fields
// and the languages whose text changed. The admin names each field in its own language.

/** Every path (list of keys) at which `before` and `after` hold different values. */
function changedPaths(before: unknown, after: unknown, path: string[] = []): string[][] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  }
  return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [path];
}

/** The changes as stored, or null when nothing changed. */
function changes(fields: string[], languages: Language[]): ActivityChanges | null {
  if (fields.length === 0) return null;
  return { fields: [...new Set(fields)], languages: languageCodes.filter((code) => languages.includes(code)) };
}

/** A post version's changed fields (its SEO fields as `seoTitle`…), in its own language. */
export function postChanges(before: Post, after: Post): ActivityChanges | null {
  const editable = (post: Post) => ({
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    slug: post.slug,
    image: post.image,
    category: post.category?._id ?? null,
    tags: post.tags,
    status: post.status,
    seoTitle: post.seo.title,
    seoDescription: post.seo.description,
    seoKeywords: post.seo.keywords,
  });
  const fields = changedPaths(editable(before), editable(after)).map(([field]) => field!);
  return changes(fields, fields.length > 0 ? [after.language] : []);
}

/**
 * An item's changed fields: its language-independent ones (`fields.icon` → icon), its text
 * (`text.tr.title` → title, in Turkish), its address and whether it is shown.
 */
export function contentItemChanges(before: ContentItem, after: ContentItem): ActivityChanges | null {
  const editable = (item: ContentItem) => ({
    slug: item.slug,
    visible: item.visible,
    fields: item.fields,
    text: item.text,
  });
  const fields: string[] = [];
  const languages: Language[] = [];
  for (const [group, ...rest] of changedPaths(editable(before), editable(after))) {
    if (group === "text") {
      const [language, field] = rest;
      if (language && isLanguage(language)) languages.push(language);
      if (field) fields.push(field);
    } else {
      fields.push(group === "fields" ? rest[0]! : group!);
    }
  }
  return changes(fields, languages);
}

/** The settings' changed parts (`contact`, `offer`…), with the languages of translated text. */
export function settingsChanges(before: SiteSettings, after: SiteSettings): ActivityChanges | null {
  const paths = changedPaths(before, after);
  return changes(
    paths.map(([part]) => part!),
    paths.flatMap((path) => path.filter(isLanguage)),
  );
}
