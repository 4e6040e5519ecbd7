// What a page editor's live preview sends (decision 061): the staff member's token and the
// page's unsaved items, each checked by its kind's own schema where it is used.
import * as z from "zod/mini";
import { textPages } from "./content/choices";
import { contentKindNames, isFixedKind } from "./content/kinds";

/** The fixed kinds a page's words are made of (decision 040); lists are previewed as saved. */
const fixedKindNames = contentKindNames.filter(isFixedKind) as [string, ...string[]];

export const pagePreviewSchema = z.strictObject({
  /** The session's token; none is refused as the API refuses it (401). */
  token: z._default(z.string({ error: "validation.text" }), ""),
  items: z
    .array(
      z.strictObject({
        kind: z.enum(fixedKindNames, { error: "validation.choice" }),
        slug: z.nullable(z.string().check(z.maxLength(100, "validation.tooLong"))),
        /** A `contentItemInputSchema(kind)` body, checked once the kind is known. */
        input: z.unknown(),
      }),
    )
    .check(z.maxLength(12, "validation.tooMany")),
});
export type PagePreviewRequest = z.infer<typeof pagePreviewSchema>;

/** The pages a preview draws: the fixed public pages (a simple page or a post has its own). */
export const previewPages = textPages;

/** The message the preview frame sends its editor once it listens, and the editor's answer. */
export const previewReadyMessage = "preview:ready";
export const previewValuesMessage = "preview:values";
