import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { Language } from "../../../common/i18n/languages";
import { type Post, type PostInput, postInputSchema, type PostStatus } from "../../../common/post";
import type { PostDraft, PostRevisionFields } from "../../../common/post-revision";

/** The post form's fields: lists are typed comma-separated, as the spec says. */
export interface PostFormValues {
  /** The version's language: chosen for a new post, fixed once saved. */
  language: Language;
  /** The id of the version a new translation starts from, or "". */
  translationOf: string;
  /** The author's user id; "" leaves it to the server (a new post is its creator's). */
  author: string;
  title: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string;
  status: PostStatus;
  image: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  /** When a draft goes live: an ISO instant, or "" for none. */
  publishAt: string;
  /** When the version is taken down: an ISO instant, or "" for none. */
  unpublishAt: string;
}

export const emptyPostForm: PostFormValues = {
  language: "en",
  translationOf: "",
  author: "",
  title: "",
  content: "",
  excerpt: "",
  category: "",
  tags: "",
  status: "draft",
  image: "",
  slug: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: "",
  publishAt: "",
  unpublishAt: "",
};

/** "a, b ,, c" → ["a", "b", "c"]: split on commas, trimmed, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

export function postToFormValues(post: Post): PostFormValues {
  return {
    language: post.language,
    translationOf: "",
    author: post.author?._id ?? "",
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category?._id ?? "",
    tags: post.tags.join(", "),
    status: post.status,
    image: post.image ?? "",
    slug: post.slug,
    seoTitle: post.seo.title,
    seoDescription: post.seo.description,
    seoKeywords: post.seo.keywords.join(", "),
    publishAt: post.publishAt ?? "",
    unpublishAt: post.unpublishAt ?? "",
  };
}

/**
 * A new version in `language`, filled from the version `source` to be translated in the
 * editor (decision 037): its text, category, tags, cover and SEO fields; no slug (the new
 * title makes one), a draft without schedules. Nothing exists until it is saved.
 */
export function translationToFormValues(source: Post, language: Language): PostFormValues {
  return {
    ...postToFormValues(source),
    language,
    translationOf: source._id,
    slug: "",
    status: "draft",
    publishAt: "",
    unpublishAt: "",
  };
}

/** A revision's fields in the form, over the form's other values (language, status). */
export function revisionToFormValues(fields: PostRevisionFields, base: PostFormValues): PostFormValues {
  return {
    ...base,
    title: fields.title,
    content: fields.content,
    excerpt: fields.excerpt,
    category: fields.category ?? "",
    tags: fields.tags.join(", "),
    image: fields.image ?? "",
    slug: fields.slug,
    seoTitle: fields.seo.title,
    seoDescription: fields.seo.description,
    seoKeywords: fields.seo.keywords.join(", "),
  };
}

/**
 * The body of POST /api/posts/{id}/autosave: the text fields as typed, finished or not. The
 * author and the schedules are not drafts: they change with Save or Update only.
 */
export function formValuesToDraft(values: PostFormValues): PostDraft {
  const { title, content, excerpt, image, category, tags, seo } = formValuesToPostInput(values);
  return { title, content, excerpt, slug: values.slug, image, category, tags, seo };
}

/** The body of POST/PUT /api/posts (before the shared schema trims and checks it). */
export function formValuesToPostInput(values: PostFormValues) {
  return {
    language: values.language,
    translationOf: values.translationOf || undefined,
    author: values.author || undefined,
    title: values.title,
    content: values.content,
    excerpt: values.excerpt,
    category: values.category || null,
    tags: splitList(values.tags),
    status: values.status,
    image: values.image || null,
    slug: values.slug,
    seo: { title: values.seoTitle, description: values.seoDescription, keywords: splitList(values.seoKeywords) },
    publishAt: values.publishAt || null,
    unpublishAt: values.unpublishAt || null,
  } satisfies Record<keyof PostInput, unknown>;
}

const seoFields: Record<string, keyof PostFormValues> = {
  title: "seoTitle",
  description: "seoDescription",
  keywords: "seoKeywords",
};

/** The form field an issue of the shared schema belongs to (`seo.keywords.3` → seoKeywords). */
export function postFieldOf(path: string[]): keyof PostFormValues {
  const [first, second] = path;
  if (first === "seo") return seoFields[second ?? ""] ?? "seoTitle";
  return first && first in emptyPostForm ? (first as keyof PostFormValues) : "title";
}

/** Every message of a nested error tree, with the path it sits at. */
function* leafErrors(errors: object, path: string[] = []): Generator<[string[], FieldError]> {
  if ("message" in errors && "type" in errors) yield [path, errors as FieldError];
  else
    for (const [key, value] of Object.entries(errors))
      if (value && typeof value === "object") yield* leafErrors(value, [...path, key]);
}

const postInputResolver = zodResolver(postInputSchema);

/**
 * The post form checks exactly what the API checks: its values go through the shared schema
 * in the API's shape, and each issue is shown at the form field it came from.
 */
export const postFormResolver: Resolver<PostFormValues, unknown, PostInput> = async (values, context, options) => {
  const result = await postInputResolver(formValuesToPostInput(values), context, {
    ...options,
    fields: {},
    names: [],
  } as never);
  if (Object.keys(result.errors).length === 0) return { values: result.values as PostInput, errors: {} };
  const errors: Partial<Record<keyof PostFormValues, FieldError>> = {};
  for (const [path, error] of leafErrors(result.errors)) errors[postFieldOf(path)] ??= error;
  return { values: {}, errors: errors as FieldErrors<PostFormValues> };
};
