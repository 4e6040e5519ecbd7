// What staff send for an item of site content and what the API answers, for every kind
// (decision 019): the kind's fields, English text in full and the other languages'
// text in part, where blanks mean "not translated yet".
import * as z from "zod/mini";
import { id, timestamp } from "../fields";
import { type ContentFields, type ContentKind, contentKinds, contentSlugFieldOf, type ContentText } from "./kinds";
import { type TranslatedText, withoutEmptyFields } from "./translated";
import { languageSchema } from "../i18n/language-schema";

function translatedTextSchema<Text extends z.ZodMiniObject>(text: Text) {
  const partial = z.partial(text);
  const translation = z._default(z.pipe(z.transform(withoutEmptyFields), partial), () => ({}) as never);
  return z.strictObject({ en: text, tr: translation, ru: translation, az: translation });
}

const visibleField = z._default(z.boolean({ error: "validation.boolean" }), true);

/** The body of POST and PUT /api/content/{kind}. */
export function contentItemInputSchema<Kind extends ContentKind>(kind: Kind) {
  const { fields, text, hasSlug } = contentKinds[kind];
  return z.strictObject({
    slug: hasSlug ? contentSlugFieldOf(kind) : z._default(z.null(), null),
    visible: visibleField,
    fields: fields as (typeof contentKinds)[Kind]["fields"],
    text: translatedTextSchema(text as (typeof contentKinds)[Kind]["text"]),
  });
}
/** A checked item of any kind, as the data module stores it. */
export interface ContentItemInput {
  slug: string | null;
  visible: boolean;
  fields: Record<string, unknown>;
  text: TranslatedText<Record<string, unknown>>;
}

/** PATCH /api/content/{kind}/{id}: show or hide an item. */
export const contentVisibilitySchema = z.strictObject({ visible: z.boolean({ error: "validation.boolean" }) });

/** PUT /api/content/{kind}/order: every item's id, in the order the site shows them. */
export const contentOrderSchema = z.strictObject({
  ids: z.array(z.string({ error: "validation.text" })).check(z.maxLength(1000, "validation.tooMany")),
});

const textFields = z.record(z.string(), z.unknown());

/** One item as the API answers it; `fields` and `text` have the shape of the item's kind. */
export const contentItemSchema = z.strictObject({
  _id: id,
  kind: z.enum(Object.keys(contentKinds) as [ContentKind, ...ContentKind[]]),
  slug: z.nullable(z.string()),
  position: z.int(),
  visible: z.boolean(),
  fields: z.record(z.string(), z.unknown()),
  text: z.strictObject({
    en: textFields,
    tr: z.optional(textFields),
    ru: z.optional(textFields),
    az: z.optional(textFields),
  }),
  /** Languages in which a field written in English is still empty. */
  missingLanguages: z.array(languageSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentItemListSchema = z.strictObject({ items: z.array(contentItemSchema) });

/** What names an item in the admin's lists and the activity log: its English title, name or question. */
export function contentItemTitle(item: Pick<ContentItemInput, "fields" | "text">): string {
  const { fields, text } = item;
  const candidates = [
    text.en.title,
    fields.name,
    text.en.name,
    text.en.question,
    text.en.author,
    text.en.label,
    text.en.seoTitle,
    text.en.heroTitle,
    text.en.missionTitle,
    text.en.processTitle,
    text.en.listTitle,
    text.en.about,
  ];
  return candidates.find((value): value is string => typeof value === "string" && value !== "") ?? "";
}

/** An item as a page shows it: its id, address and last change, its fields and its text in one language. */
export type LocalizedContent<Kind extends ContentKind> = {
  id: string;
  slug: string | null;
  updatedAt: string;
} & ContentFields<Kind> &
  ContentText<Kind>;
