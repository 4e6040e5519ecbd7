// Uploaded images as the API shows them: WebP files at a few widths under /media/, with
// alternative text in each of the site's languages.
import * as z from "zod/mini";
import { count, id, limits, optionalText, timestamp } from "./fields";
import { fallbackLanguage, type Language } from "./i18n/languages";
import type { FocalPoint } from "./focal-point";
import { postStatuses } from "./post";

const pixels = z.int().check(z.minimum(1));

/** An image's alternative text per language; empty where not written yet. */
export const mediaAltSchema = z.strictObject({ en: z.string(), tr: z.string(), ru: z.string(), az: z.string() });
export type MediaAlt = z.infer<typeof mediaAltSchema>;

export const emptyMediaAlt: MediaAlt = { en: "", tr: "", ru: "", az: "" };

/** The largest image staff can upload, in MiB: the API refuses more, the forms say so first. */
export const maxUploadMiB = 10;
export const maxUploadBytes = maxUploadMiB * 1024 * 1024;

const fraction = z
  .number({ error: "validation.number" })
  .check(z.minimum(0, "validation.fraction"), z.maximum(1, "validation.fraction"));

/**
 * Where a crop keeps the image's subject: fractions of its width and height from the top
 * left corner; `{ x: 0.5, y: 0.5 }` is the centre, where every image starts.
 */
export const focalPointSchema = z.strictObject({ x: fraction, y: fraction }) satisfies z.ZodMiniType<FocalPoint>;

export const mediaItemSchema = z.strictObject({
  _id: id,
  url: z.string().check(z.describe("The largest WebP variant, under /media/: what a post's cover image stores")),
  variants: z.array(z.strictObject({ width: pixels, url: z.string() })),
  width: pixels,
  height: pixels,
  originalName: z.string(),
  bytes: count,
  alt: mediaAltSchema,
  focalPoint: focalPointSchema,
  createdAt: timestamp,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** `GET /api/media?search=`: images whose file name or alternative text contains the text (any case or accents). */
export const mediaListQuerySchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(limits.search, "validation.tooLong"))),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

const altText = optionalText(limits.altText);

/** `PATCH /api/media/{id}`: the alternative text in every language (the details form sends all four). */
export const mediaAltInputSchema = z.object({
  alt: z.object({ en: altText, tr: altText, ru: altText, az: altText }, { error: "validation.required" }),
});
export type MediaAltInput = z.infer<typeof mediaAltInputSchema>;

/** A post that shows the image: as its cover, inside its content, or both. */
export const mediaUsageSchema = z.strictObject({
  _id: id,
  title: z.string(),
  status: z.enum(postStatuses),
  usedAs: z.array(z.enum(["cover", "content"])),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/** What a page in `language` says for the image: its text in that language, else English, else `fallback`. */
export function altTextFor(alt: MediaAlt | undefined, language: Language, fallback: string): string {
  return alt?.[language] || alt?.[fallbackLanguage] || fallback;
}
