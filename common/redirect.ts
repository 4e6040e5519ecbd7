// Redirects and the 404 log (decision 053): what staff send and what the API answers.
import * as z from "zod/mini";
import { count, id, timestamp } from "./fields";

export const redirectMatches = ["exact", "prefix"] as const;
export type RedirectMatch = (typeof redirectMatches)[number];
export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];
/** Who made a redirect: staff by hand (or a CSV), an import, or a changed slug. */
export const redirectOrigins = ["manual", "import", "slug"] as const;
export type RedirectOrigin = (typeof redirectOrigins)[number];

/** The longest source or target kept. */
export const maxRedirectAddress = 1000;

// Any origin will do: only the path and query are read.
const base = "https://site.invalid";

/**
 * A source as the redirect table matches it: the path of `address` (a path or a full
 * address of the old site), without a trailing slash, with its query only when it has one
 * (WordPress's `/?p=123`). Undefined when it is not a path of this site.
 */
export function redirectSource(address: string): string | undefined {
  const trimmed = address.trim();
  if (!trimmed) return undefined;
  const isPath = trimmed.startsWith("/");
  let url: URL;
  try {
    // A path must stay a path; a full address (an old site's permalink) gives its path.
    url = isPath ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return undefined;
  }
  if (isPath ? url.origin !== base || trimmed.startsWith("//") : !/^https?:$/.test(url.protocol)) return undefined;
  const path = trimPath(url.pathname);
  return url.search.length > 1 ? `${path}${url.search}` : path;
}

/** A path without its trailing slash ("/" stays "/"). */
export function trimPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether `target` is a path of this site (`/blog/x`) or an http(s) address elsewhere. */
export function isRedirectTarget(target: string): boolean {
  if (target.startsWith("/")) return !target.startsWith("//") && !target.startsWith("/\\") && !/\s/.test(target);
  try {
    return /^https?:$/.test(new URL(target).protocol);
  } catch {
    return false;
  }
}

/** The API, the admin and the site's files are never redirected: they would stop working. */
const reservedSource = /^\/(api|admin|assets|media|share)(\/|$)/;

const sourceField = z.string({ error: "validation.required" }).check(
  z.trim(),
  z.minLength(1, "validation.required"),
  z.maxLength(maxRedirectAddress, "validation.tooLong"),
  z.refine((value) => redirectSource(value) !== undefined, "validation.redirectSource"),
  z.refine((value) => !reservedSource.test(redirectSource(value) ?? ""), "validation.redirectSource"),
);
const targetField = z
  .string({ error: "validation.required" })
  .check(
    z.trim(),
    z.minLength(1, "validation.required"),
    z.maxLength(maxRedirectAddress, "validation.tooLong"),
    z.refine(isRedirectTarget, "validation.redirectTarget"),
  );

export const redirectInputSchema = z
  .object({
    source: sourceField,
    target: targetField,
    match: z._default(z.enum(redirectMatches, { error: "validation.choice" }), "exact"),
    status: z._default(z.union([z.literal(301), z.literal(302)], { error: "validation.choice" }), 301),
  })
  .check(
    z.refine((input) => !pointsAtItself(input.source, input.target), {
      message: "validation.redirectLoop",
      path: ["target"],
    }),
  );
export type RedirectInput = z.input<typeof redirectInputSchema>;
export type RedirectValues = z.infer<typeof redirectInputSchema>;

/** Whether a redirect would answer its own source with itself. */
function pointsAtItself(source: string, target: string): boolean {
  const from = redirectSource(source);
  return from !== undefined && target.startsWith("/") && redirectSource(target) === from;
}

export const redirectSchema = z.strictObject({
  _id: id,
  source: z.string(),
  target: z.string(),
  match: z.enum(redirectMatches),
  status: z.union([z.literal(301), z.literal(302)]),
  origin: z.enum(redirectOrigins),
  hits: count,
  lastHitAt: z.nullable(timestamp),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Redirect = z.infer<typeof redirectSchema>;

/** At most this many redirects in one page of the list. */
export const maxRedirectPage = 200;

export const redirectListQuerySchema = z.object({
  q: z._default(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(200, "validation.tooLong")), ""),
  offset: z._default(z.coerce.number({ error: "validation.number" }).check(z.int(), z.minimum(0)), 0),
  limit: z._default(
    z.coerce.number({ error: "validation.number" }).check(z.int(), z.minimum(1), z.maximum(maxRedirectPage)),
    50,
  ),
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

export const redirectListSchema = z.strictObject({ redirects: z.array(redirectSchema), total: count });
export type RedirectList = z.infer<typeof redirectListSchema>;

/** The largest CSV the import takes (about 20,000 rows). */
export const maxRedirectCsv = 2_000_000;

export const redirectCsvInputSchema = z.object({
  csv: z
    .string({ error: "validation.required" })
    .check(z.minLength(1, "validation.required"), z.maxLength(maxRedirectCsv, "validation.tooLong")),
});

/** What a CSV import did; each refused line with its number and why. */
export const redirectCsvAnswerSchema = z.strictObject({
  created: count,
  updated: count,
  refused: z.array(z.strictObject({ line: count, message: z.string() })),
});
export type RedirectCsvAnswer = z.infer<typeof redirectCsvAnswerSchema>;

export const notFoundPathSchema = z.strictObject({
  _id: id,
  path: z.string(),
  bot: z.boolean(),
  count,
  lastSeenAt: timestamp,
});
export type NotFoundPath = z.infer<typeof notFoundPathSchema>;

export const notFoundListQuerySchema = z.object({
  bots: z._default(z.enum(["true", "false"], { error: "validation.choice" }), "false"),
});

export const notFoundListSchema = z.strictObject({ paths: z.array(notFoundPathSchema) });
export type NotFoundList = z.infer<typeof notFoundListSchema>;
