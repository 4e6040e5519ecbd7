import { escapeHtml, renderCard, type CardPayload } from "./ghost-cards.server";

// Ghost's mobiledoc documents (`posts.mobiledoc`, Ghost 1–4 and posts not yet opened in the
// Lexical editor) as HTML, the way Ghost's mobiledoc renderer writes them, simplified
// (decision 060). Mobiledoc 0.3: markups are [tag, [attribute, value, …]], atoms
// [name, text, payload], cards [name, payload]; sections are [1, tag, markers] (text),
// [2, src] (image), [3, tag, [markers…]] (list) and [10, card index]; a marker is
// [0 text | 1 atom, markups it opens, how many it closes, text or atom index].

type Marker = [kind: number, opens: number[], closes: number, value: string | number];
interface Mobiledoc {
  markups?: [string, string[]?][];
  atoms?: [string, string, CardPayload?][];
  cards?: [string, CardPayload?][];
  sections?: unknown[][];
}

const markupTags = new Set(["a", "b", "strong", "i", "em", "s", "u", "code", "sub", "sup", "mark"]);
const sectionTags = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"]);

export function renderMobiledoc(document: string): { html: string; notes: string[] } {
  const notes = new Set<string>();
  let doc: Mobiledoc;
  try {
    doc = JSON.parse(document) as Mobiledoc;
  } catch {
    return { html: "", notes: ["content:unreadable-mobiledoc"] };
  }

  const markers = (list: unknown): string => {
    const open: string[] = [];
    let html = "";
    for (const marker of Array.isArray(list) ? (list as Marker[]) : []) {
      const [kind, opens, closes, value] = marker;
      for (const index of opens ?? []) {
        const [tag = "", attributes = []] = doc.markups?.[index] ?? [];
        const name = tag.toLowerCase();
        if (!markupTags.has(name)) {
          open.push("");
          continue;
        }
        let attributeHtml = "";
        for (let at = 0; at + 1 < attributes.length; at += 2) {
          if (/^(href|rel|target)$/.test(attributes[at]!))
            attributeHtml += ` ${attributes[at]}="${escapeHtml(attributes[at + 1]!)}"`;
        }
        html += `<${name}${attributeHtml}>`;
        open.push(name);
      }
      if (kind === 1) {
        const [name = "", text = ""] = doc.atoms?.[Number(value)] ?? [];
        if (name === "soft-return") html += "<br>";
        else {
          notes.add(`atom:${name}`);
          html += escapeHtml(text);
        }
      } else {
        html += escapeHtml(String(value ?? ""));
      }
      for (let count = 0; count < closes; count++) {
        const name = open.pop();
        if (name) html += `</${name}>`;
      }
    }
    while (open.length > 0) {
      const name = open.pop();
      if (name) html += `</${name}>`;
    }
    return html;
  };

  const section = (each: unknown[]): string => {
    const [kind, ...rest] = each;
    switch (kind) {
      case 1: {
        const tag = String(rest[0] ?? "p").toLowerCase();
        const html = markers(rest[1]);
        if (tag === "aside" || tag === "pull-quote")
          return `<blockquote class="kg-blockquote-alt">${html}</blockquote>`;
        if (!html && tag === "p") return "";
        const name = sectionTags.has(tag) ? tag : "p";
        return `<${name}>${html}</${name}>`;
      }
      case 2:
        return renderCard("image", { src: rest[0] }) ?? "";
      case 3: {
        const tag = String(rest[0]).toLowerCase() === "ol" ? "ol" : "ul";
        const items = Array.isArray(rest[1]) ? (rest[1] as unknown[]) : [];
        return `<${tag}>${items.map((item) => `<li>${markers(item)}</li>`).join("")}</${tag}>`;
      }
      case 10: {
        const [name = "", payload = {}] = doc.cards?.[Number(rest[0])] ?? [];
        const html = renderCard(name, payload);
        if (html === undefined) {
          notes.add(`card:${name || "unknown"}`);
          return "";
        }
        return html;
      }
      default:
        return "";
    }
  };

  const sections = Array.isArray(doc.sections) ? doc.sections : [];
  return {
    html: sections
      .map((each) => (Array.isArray(each) ? section(each) : ""))
      .filter(Boolean)
      .join("\n"),
    notes: [...notes],
  };
}
