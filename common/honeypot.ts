/**
 * The hidden form field that only bots fill in. Its own module so a page can render the
 * field without loading Zod.
 */
export const honeypotFieldName = "website";
