// WordPress and Ghost imports (decision 059): what staff send and what the API answers.
import * as z from "zod/mini";
import { count, id, timestamp } from "./fields";
import { languageSchema } from "./i18n/language-schema";

export const importFormats = ["wordpress", "ghost"] as const;
export type ImportFormat = (typeof importFormats)[number];

/** What an import makes of the source's items; every count and line of the report names one. */
export const importKinds = ["author", "category", "tag", "post", "page", "comment", "image", "redirect"] as const;
export type ImportKind = (typeof importKinds)[number];

/**
 * Why a line is in the report: created (or, in a dry run, to be created), skipped because
 * an earlier run brought it in, a redirect whose old address is the new one or is taken,
 * an image that could not be fetched, an item that cannot be imported, or the reader's
 * note of what it left as text (a shortcode).
 */
export const importOutcomes = ["created", "alreadyImported", "matched", "failed", "unsupported", "note"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/** The largest file the admin uploads, in MiB. */
export const maxImportFileMiB = 100;
export const maxImportFileBytes = maxImportFileMiB * 1024 * 1024;
/** Lines kept in a report; the counts cover everything. */
export const maxImportReportLines = 2000;

const kindCounts = z.strictObject({
  author: count,
  category: count,
  tag: count,
  post: count,
  page: count,
  comment: count,
  image: count,
  redirect: count,
}) satisfies z.ZodMiniType<Record<ImportKind, number>>;

export const importReportLineSchema = z.strictObject({
  kind: z.enum(importKinds),
  outcome: z.enum(importOutcomes),
  /** The item's title, name or address. */
  title: z.string(),
  /** The reason or the reader's note, as text (an HTTP status, "[gallery]"). */
  detail: z.string(),
});
export type ImportReportLine = z.infer<typeof importReportLineSchema>;

export const importReportSchema = z.strictObject({
  /** Made (or, in a dry run, to be made) by kind. */
  created: kindCounts,
  /** Skipped by kind: brought in before, matched to what the site has, failed or unsupported. */
  skipped: kindCounts,
  lines: z.array(importReportLineSchema),
  /** Lines left out beyond `maxImportReportLines`. */
  linesLeftOut: count,
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importJobStatuses = ["pending", "running", "done", "failed"] as const;
export type ImportJobStatus = (typeof importJobStatuses)[number];

export const importJobSchema = z.strictObject({
  _id: id,
  fileName: z.string(),
  format: z.enum(importFormats),
  language: languageSchema,
  dryRun: z.boolean(),
  status: z.enum(importJobStatuses),
  itemsDone: count,
  report: importReportSchema,
  /** Why a failed job stopped (a bad file names its line). */
  error: z.string(),
  /** The old site's address given with a Ghost export ("" when none). */
  siteAddress: z.string(),
  createdAt: timestamp,
  finishedAt: z.nullable(timestamp),
});
export type ImportJob = z.infer<typeof importJobSchema>;

function isSiteAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A Ghost site's address, which its export does not carry: its images are relative or
 * written `__GHOST_URL__/…` (decision 071). An http(s) address, with the blog's path if it
 * is not at the root.
 */
export const importSiteAddressSchema = z
  .string({ error: "validation.text" })
  .check(z.trim(), z.maxLength(500, "validation.tooLong"), z.refine(isSiteAddress, "validation.siteAddress"));

/**
 * POST /api/imports?language=&siteAddress=: where items without a language of their own go
 * (a one-language site), and a Ghost site's old address.
 */
export const importUploadQuerySchema = z.object({
  language: z._default(languageSchema, "en"),
  siteAddress: z.optional(importSiteAddressSchema),
});

/** POST /api/imports/{id}/start: imports the file a finished dry run read, in the language it may change. */
export const importStartInputSchema = z.strictObject({ language: z.optional(languageSchema) });
export type ImportStartInput = z.infer<typeof importStartInputSchema>;

export function emptyImportReport(): ImportReport {
  const zero = Object.fromEntries(importKinds.map((kind) => [kind, 0])) as Record<ImportKind, number>;
  return { created: { ...zero }, skipped: { ...zero }, lines: [], linesLeftOut: 0 };
}
