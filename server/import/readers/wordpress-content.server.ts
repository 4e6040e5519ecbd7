// A WordPress post's `content:encoded` as the old site showed it (decision 060): block
// comments dropped, `[caption]` as a figure, other shortcodes left as text and reported, and
// classic-editor content given its paragraphs the way WordPress's `wpautop` does on display.

/** What became of the content: its HTML and the notes for the report (`shortcode:[name]`). */
export interface ConvertedContent {
  html: string;
  notes: string[];
}

const blockComment = /<!--\s*\/?wp:[\s\S]*?-->/g;
const caption = /\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/g;
const leadingImage = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i;
const shortcode = /\[([a-zA-Z][\w-]*)(?=[\s\]/])[^\]]*\]/g;

export function convertWordPressContent(content: string): ConvertedContent {
  const hasBlocks = /<!--\s*wp:/.test(content);
  let html = hasBlocks ? content.replace(blockComment, "") : content;
  html = html.replace(caption, (whole, attributes: string, inner: string) => {
    const parts = leadingImage.exec(inner);
    if (!parts) return whole;
    const captionText = (/\bcaption=(["'])([\s\S]*?)\1/.exec(attributes)?.[2] ?? parts[2]!).trim();
    return `<figure>${parts[1]}${captionText ? `<figcaption>${captionText}</figcaption>` : ""}</figure>`;
  });
  const names = new Set<string>();
  for (const match of html.matchAll(shortcode)) names.add(match[1]!.toLowerCase());
  // Block content carries its own markup; only classic content is paragraphed on display.
  html = hasBlocks ? html.trim() : wpautop(html);
  return { html, notes: [...names].map((name) => `shortcode:[${name}]`) };
}

const allBlocks =
  "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)";

/**
 * WordPress's `wpautop` (wp-includes/formatting.php), step for step where it matters for
 * stored content: double line breaks become paragraphs, single ones `<br />`, nothing is
 * wrapped around block elements, and `<pre>` is left alone.
 */
export function wpautop(input: string): string {
  if (input.trim() === "") return "";
  let text = `${input}\n`;
  const preTags = new Map<string, string>();
  if (text.includes("<pre")) {
    const parts = text.split("</pre>");
    const last = parts.pop()!;
    text = "";
    parts.forEach((part, index) => {
      const start = part.indexOf("<pre");
      if (start < 0) {
        text += part;
        return;
      }
      const name = `<pre wp-pre-tag-${index}></pre>`;
      preTags.set(name, `${part.slice(start)}</pre>`);
      text += part.slice(0, start) + name;
    });
    text += last;
  }
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, "\n\n");
  text = text.replace(new RegExp(`(<${allBlocks}[\\s/>])`, "g"), "\n\n$1");
  text = text.replace(new RegExp(`(</${allBlocks}>)`, "g"), "$1\n\n");
  text = text.replace(/(<hr\s*?\/?>)/g, "$1\n\n");
  text = text.replace(/\r\n|\r/g, "\n");
  // Line breaks inside a tag are not paragraph breaks.
  text = text.replace(/<[^>]*>/g, (tag) => (tag.startsWith("<!--") ? tag : tag.replace(/\n/g, " <!-- wpnl --> ")));
  if (text.includes("<figcaption")) {
    text = text.replace(/\s*(<figcaption[^>]*>)/g, "$1").replace(/<\/figcaption>\s*/g, "</figcaption>");
  }
  text = text.replace(/\n\n+/g, "\n\n");
  text = text
    .split(/\n\s*\n/)
    .filter((part) => part !== "")
    .map((part) => `<p>${part.replace(/^\n+|\n+$/g, "")}</p>\n`)
    .join("");
  text = text.replace(/<p>\s*<\/p>/g, "");
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, "<p>$1</p></$2>");
  text = text.replace(new RegExp(`<p>\\s*(</?${allBlocks}[^>]*>)\\s*</p>`, "g"), "$1");
  text = text.replace(/<p>(<li.+?)<\/p>/g, "$1");
  text = text.replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>");
  text = text.replace(/<\/blockquote><\/p>/g, "</p></blockquote>");
  text = text.replace(new RegExp(`<p>\\s*(</?${allBlocks}[^>]*>)`, "g"), "$1");
  text = text.replace(new RegExp(`(</?${allBlocks}[^>]*>)\\s*</p>`, "g"), "$1");
  text = text.replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/g, (element) =>
    element.replace(/\n/g, "<WPPreserveNewline />"),
  );
  text = text.replace(/<br>|<br\/>/g, "<br />");
  text = text.replace(/(?<!<br \/>)\s*\n/g, "<br />\n");
  text = text.replace(/<WPPreserveNewline \/>/g, "\n");
  text = text.replace(new RegExp(`(</?${allBlocks}[^>]*>)\\s*<br />`, "g"), "$1");
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, "$1");
  text = text.replace(/\n<\/p>$/, "</p>");
  for (const [name, pre] of preTags) text = text.replace(name, () => pre);
  return text.replace(/ <!-- wpnl --> |<!-- wpnl -->/g, "\n").trim();
}
