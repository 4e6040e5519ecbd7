/**
 * The hidden form field that only bots fill in. Its own module so a page can render the
 * field without loading Zod.
 */
export const honeypotFieldName = "website";

/**
 * A bot filled the hidden field: the API gives it the answer a person would get (the row
 * it would have been stored as), and stores nothing.
 */
export function isBot(input: Record<string, unknown>): boolean {
  return Boolean(input[honeypotFieldName]);
}
