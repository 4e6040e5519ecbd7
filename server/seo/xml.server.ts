/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * HTML-escaped text inside CDATA, for RSS fields that readers render as HTML (an item's
 * description): "<b>" arrives as the four characters, never as markup. A "]]>" in the
 * text is split across two sections.
 */
export function htmlTextCdata(text: string): string {
  return `<![CDATA[${escapeXml(text).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}
