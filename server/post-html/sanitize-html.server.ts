import { createRequire } from "node:module";
import type sanitizeHtml from "sanitize-html";

type Options = sanitizeHtml.IOptions;

let loaded: typeof sanitizeHtml | undefined;

/**
 * sanitize-html (and the HTML parser under it), loaded by the first HTML to clean rather
 * than at start (about 50 ms of CPU; docs/decisions/064): a warm start cleans none.
 */
function sanitize(html: string, options: Options): string {
  loaded ??= createRequire(import.meta.url)("sanitize-html") as typeof sanitizeHtml;
  return loaded(html, options);
}

// The allow-list for post HTML: what a rich-text editor produces and a blog shows.
// Everything else (scripts, styles, event attributes, iframes, forms) is dropped.
const options: Options = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "blockquote",
    "code",
    "pre",
    // Highlighted code's tokens (highlight-code.server.ts): classes below, no other attribute.
    "span",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    code: ["class"],
    span: ["class"],
    ol: ["start"],
  },
  allowedClasses: {
    code: ["hljs", /^language-[\w-]+$/],
    // highlight.js's token scopes (`hljs-keyword`), their modifiers (`function_`) and an
    // embedded language's wrapper (`language-css` inside HTML).
    span: [/^hljs-[a-z-]+$/, /^[a-z]+_$/, /^language-[\w-]+$/],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // Links leave the site without handing it the opener or the page address.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow", target: attribs.target === "_blank" ? "_blank" : "" }
        : { ...attribs, rel: attribs.rel ?? "" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Post HTML as it may be stored and rendered: only allow-listed tags, attributes and URLs.
 * `dropImage` also removes the images whose address it picks (an upload being deleted).
 */
export function sanitizePostHtml(html: string, dropImage?: (src: string) => boolean): string {
  const filtered: Options = dropImage
    ? {
        ...options,
        exclusiveFilter: (frame) =>
          options.exclusiveFilter!(frame) || (frame.tag === "img" && dropImage(frame.attribs.src!)),
      }
    : options;
  return sanitize(html, filtered)
    .replace(/ target=""/g, "")
    .replace(/ rel=""/g, "");
}

/** Plain text of post HTML (structured data, descriptions, search). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h\d|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi, " $&");
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
