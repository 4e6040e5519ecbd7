// Something new typed before its first save (decision 054): a new post or a new item of a
// site-content kind (simple pages included), kept for its author from the first keystroke,
// one per author and kind, never an item, never public.
import * as z from "zod/mini";
import { type ContentKind, contentKindNames, isFixedKind } from "./content/kinds";
import { timestamp } from "./fields";
import { languageCodes } from "./i18n/languages";

/** Content kinds that have a "New …": a fixed kind's items (page texts) are never created. */
export const newContentKinds = contentKindNames.filter((kind) => !isFixedKind(kind));
export type NewDraftKind = "post" | ContentKind;
export const newDraftKinds: readonly NewDraftKind[] = ["post", ...newContentKinds];

const textFields = z.record(z.string(), z.unknown());

/**
 * A new content item's form as typed: any shape its form holds, checked in full only when
 * it is saved (a half-typed item is what a draft is for).
 */
export const contentDraftSchema = z.strictObject({
  slug: z.optional(z.nullable(z.string().check(z.maxLength(300, "validation.tooLong")))),
  visible: z.boolean({ error: "validation.boolean" }),
  fields: textFields,
  text: z.strictObject(
    Object.fromEntries(languageCodes.map((code) => [code, z.optional(textFields)])) as Record<
      string,
      z.ZodMiniOptional<typeof textFields>
    >,
  ),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/** The caller's kept new item of a kind, and when it was last kept. */
export const newContentDraftSchema = z.strictObject({ fields: contentDraftSchema, updatedAt: timestamp });
export type NewContentDraft = z.infer<typeof newContentDraftSchema>;

/** GET /api/drafts/new/{kind} for a content kind: the caller's unsaved new item, or null. */
export const pendingNewContentDraftSchema = z.strictObject({ draft: z.nullable(newContentDraftSchema) });
export type PendingNewContentDraft = z.infer<typeof pendingNewContentDraftSchema>;
