// The pieces every entity's schemas are built of (common/post.ts, category.ts, leads.ts…):
// length limits, form fields whose messages are translation keys under `validation.*`, and
// the API's ids and dates. zod/mini keeps what a public page downloads small.
import * as z from "zod/mini";
import { normaliseEmail } from "./email";
import { limits } from "./limits";

export { limits };

/** A required, trimmed string of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: "validation.required" })
    .check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(max, "validation.tooLong"));
}

/** An optional, trimmed string (empty when left out). */
export function optionalText(max: number) {
  return z._default(z.string({ error: "validation.text" }).check(z.trim(), z.maxLength(max, "validation.tooLong")), "");
}

export const emailField = z
  .string({ error: "validation.required" })
  .check(
    z.overwrite(normaliseEmail),
    z.minLength(1, "validation.required"),
    z.maxLength(limits.email, "validation.tooLong"),
    z.email("validation.email"),
  );

export const phoneField = requiredText(limits.phone).check(z.regex(/^\+?[\d\s().-]{5,}$/, "validation.phone"));

// Any origin will do: what matters is whether an address stays on it.
const siteOrigin = "https://site.invalid";

/**
 * Whether a browser reads `address` as a path on this site or as an HTTPS address, parsed
 * as the browser parses it: `/\\evil.example/x.png` and `//evil.example` leave the site.
 */
function isImageAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address, siteOrigin);
  } catch {
    return false;
  }
  return address.startsWith("/") ? url.origin === siteOrigin : url.protocol === "https:";
}

/** An image's address on this site (`/media/…`) or elsewhere over HTTPS, or "" for none. */
export const imageUrlField = z.string({ error: "validation.text" }).check(
  z.trim(),
  z.maxLength(limits.image, "validation.tooLong"),
  z.regex(/^(\/|https:\/\/)\S*$|^$/, "validation.imageUrl"),
  z.refine((address) => address === "" || isImageAddress(address), "validation.imageUrl"),
);

/**
 * A hidden field people never fill in; a bot that does is answered as if it succeeded
 * and nothing is stored.
 */
export const honeypotField = z.optional(z.string());

// What the API answers (docs/API.md, Conventions): every id is a string shown as `_id`, every
// date an ISO 8601 string in UTC, as Date#toISOString writes it.

export const id = z.string();

export const timestamp = z.iso.datetime();

/** A count: a whole number, never negative. */
export const count = z.int().check(z.minimum(0));

/** Another entity named inside an answer: a post's category or author, an event's actor. */
export const namedRef = z.strictObject({ _id: id, name: z.string() });
