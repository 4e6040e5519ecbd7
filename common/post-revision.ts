// A post's revisions (docs/decisions/038): every save keeps the editable fields as they were
// saved, and each editor's autosave keeps what they typed and have not saved yet. The
// autosave body, the answers and the admin's history panel all use these schemas.
import * as z from "zod/mini";
import { id, imageUrlField, limits, namedRef, timestamp } from "./fields";
import { postInputSchema } from "./post";

/**
 * autosave: what an editor typed, kept a few seconds after they stop (one per editor and
 * post); save: saved as a draft; publish: saved as published (Publish or Update); restore:
 * an earlier revision taken back into the editor.
 */
export const postRevisionKinds = ["autosave", "save", "publish", "restore"] as const;
export type PostRevisionKind = (typeof postRevisionKinds)[number];

/** Text a draft may leave empty for now; Save and Update check it in full. */
const draftText = (max: number) =>
  z._default(z.string({ error: "validation.text" }).check(z.maxLength(max, "validation.tooLong")), "");

/**
 * The body of POST /api/posts/{id}/autosave: the editor's fields as they are, which may
 * be unfinished (an empty excerpt, a slug being typed). Content is sanitised when stored.
 */
export const postDraftSchema = z.strictObject({
  title: draftText(limits.title),
  content: draftText(limits.content),
  excerpt: draftText(limits.excerpt),
  slug: draftText(limits.slug),
  image: z.pipe(
    z._default(z.nullable(imageUrlField), null),
    z.transform((value: string | null) => value || null),
  ),
  category: postInputSchema.shape.category,
  tags: postInputSchema.shape.tags,
  seo: postInputSchema.shape.seo,
});
export type PostDraft = z.infer<typeof postDraftSchema>;

/** The fields a revision keeps: what the editor shows of a post, its status aside. */
export const postRevisionFieldsSchema = z.strictObject({
  title: z.string(),
  content: z.string().check(z.describe("Sanitised HTML")),
  excerpt: z.string(),
  slug: z.string(),
  image: z.nullable(z.string()),
  category: z.nullable(id),
  tags: z.array(z.string()),
  seo: z.strictObject({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
});
export type PostRevisionFields = z.infer<typeof postRevisionFieldsSchema>;

/** The fields a revision is compared by, in the editor's order (its SEO fields one by one). */
export const revisionFieldNames = [
  "title",
  "excerpt",
  "content",
  "slug",
  "image",
  "category",
  "tags",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
] as const;
export type RevisionFieldName = (typeof revisionFieldNames)[number];

const comparedValue = (fields: PostRevisionFields, name: RevisionFieldName): unknown => {
  if (name === "seoTitle") return fields.seo.title;
  if (name === "seoDescription") return fields.seo.description;
  if (name === "seoKeywords") return fields.seo.keywords;
  return fields[name];
};

/** The fields that differ from `before` to `after`, in the editor's order. */
export function changedRevisionFields(before: PostRevisionFields, after: PostRevisionFields): RevisionFieldName[] {
  return revisionFieldNames.filter(
    (name) => JSON.stringify(comparedValue(before, name)) !== JSON.stringify(comparedValue(after, name)),
  );
}

/** A line of the history: which kind of revision, who made it and when. */
export const postRevisionSummarySchema = z.strictObject({
  _id: id,
  postId: id,
  kind: z.enum(postRevisionKinds),
  user: z.nullable(namedRef),
  createdAt: timestamp,
  /**
   * In the list of revisions: the fields that differ from the revision before it (empty
   * for the first, and when nothing changed).
   */
  changed: z.optional(z.array(z.enum(revisionFieldNames))),
});
export type PostRevisionSummary = z.infer<typeof postRevisionSummarySchema>;

/** One revision with its fields. */
export const postRevisionSchema = z.strictObject({
  ...postRevisionSummarySchema.shape,
  fields: postRevisionFieldsSchema,
});
export type PostRevision = z.infer<typeof postRevisionSchema>;

export const postRevisionListSchema = z.strictObject({ revisions: z.array(postRevisionSummarySchema) });
export type PostRevisionList = z.infer<typeof postRevisionListSchema>;

/** A new post's text kept for its author before its first save (decision 054), and when. */
export const newPostDraftSchema = z.strictObject({ fields: postRevisionFieldsSchema, updatedAt: timestamp });
export type NewPostDraft = z.infer<typeof newPostDraftSchema>;

/** GET /api/drafts/new/post: the caller's unsaved new post, or null. */
export const pendingNewPostDraftSchema = z.strictObject({ draft: z.nullable(newPostDraftSchema) });
export type PendingNewPostDraft = z.infer<typeof pendingNewPostDraftSchema>;

/** GET /api/posts/{id}/autosave: the caller's autosave when it is newer than the post's last save. */
export const pendingAutosaveSchema = z.strictObject({ autosave: z.nullable(postRevisionSchema) });
export type PendingAutosave = z.infer<typeof pendingAutosaveSchema>;
