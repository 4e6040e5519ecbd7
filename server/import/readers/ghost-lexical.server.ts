import { escapeHtml, renderCard, type CardPayload } from "./ghost-cards.server";

// Ghost's Lexical documents (`posts.lexical`, Ghost 5.x) as HTML, the way Ghost's
// kg-lexical-html-renderer writes them, simplified (decision 060): paragraphs, headings,
// quotes, lists, links, line breaks and text formats, and the cards of ghost-cards.

interface LexicalNode extends CardPayload {
  type?: string;
  children?: LexicalNode[];
}

// Lexical's text format bits, outermost first.
const formats: [bit: number, tag: string][] = [
  [1, "strong"],
  [2, "em"],
  [4, "s"],
  [8, "u"],
  [16, "code"],
  [32, "sub"],
  [64, "sup"],
  [128, "mark"],
];

export function renderLexical(document: string): { html: string; notes: string[] } {
  const notes = new Set<string>();
  let root: LexicalNode | undefined;
  try {
    root = (JSON.parse(document) as { root?: LexicalNode }).root;
  } catch {
    return { html: "", notes: ["content:unreadable-lexical"] };
  }

  const inline = (nodes: LexicalNode[] | undefined): string => (nodes ?? []).map(node).join("");

  const node = (each: LexicalNode): string => {
    const type = each.type ?? "";
    switch (type) {
      case "text":
      case "extended-text": {
        let html = escapeHtml(typeof each.text === "string" ? each.text : "");
        const format = typeof each.format === "number" ? each.format : 0;
        for (const [bit, tag] of [...formats].reverse()) if (format & bit) html = `<${tag}>${html}</${tag}>`;
        return html;
      }
      case "linebreak":
        return "<br>";
      case "tab":
        return "\t";
      case "link":
      case "autolink": {
        const url = typeof each.url === "string" ? each.url : "";
        const rel = typeof each.rel === "string" && each.rel ? ` rel="${escapeHtml(each.rel)}"` : "";
        const target = typeof each.target === "string" && each.target ? ` target="${escapeHtml(each.target)}"` : "";
        return `<a href="${escapeHtml(url)}"${rel}${target}>${inline(each.children)}</a>`;
      }
      case "paragraph": {
        const html = inline(each.children);
        return html ? `<p>${html}</p>` : "";
      }
      case "heading":
      case "extended-heading": {
        const tag = typeof each.tag === "string" && /^h[1-6]$/.test(each.tag) ? each.tag : "h2";
        return `<${tag}>${inline(each.children)}</${tag}>`;
      }
      case "quote":
      case "extended-quote":
        return `<blockquote><p>${inline(each.children)}</p></blockquote>`;
      case "aside":
        return `<blockquote class="kg-blockquote-alt">${inline(each.children)}</blockquote>`;
      case "list": {
        const ordered = each.listType === "number" || each.tag === "ol";
        const start = ordered && typeof each.start === "number" && each.start !== 1 ? ` start="${each.start}"` : "";
        return `<${ordered ? "ol" : "ul"}${start}>${inline(each.children)}</${ordered ? "ol" : "ul"}>`;
      }
      case "listitem":
        return `<li>${inline(each.children)}</li>`;
      default: {
        const html = renderCard(type, each);
        if (html === undefined) {
          notes.add(`card:${type || "unknown"}`);
          return "";
        }
        return html;
      }
    }
  };

  return { html: (root?.children ?? []).map(node).filter(Boolean).join("\n"), notes: [...notes] };
}
