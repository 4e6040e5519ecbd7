import { marked } from "marked";

// Ghost's cards as its renderers (kg-default-nodes) write them, simplified to the markup the
// site's sanitiser keeps: one renderer per card, shared by Lexical nodes and mobiledoc cards,
// whose payloads have the same fields (decision 060). A card the site cannot show (a
// signup form, a video, a product) is left out and named in the post's notes.

export type CardPayload = Record<string, unknown>;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

function figcaption(caption: unknown): string {
  const html = text(caption).trim();
  return html ? `<figcaption>${html}</figcaption>` : "";
}

function image(payload: CardPayload, className?: string): string {
  const width = text(payload.width);
  const height = text(payload.height);
  return `<img src="${escapeHtml(text(payload.src))}"${className ? ` class="${className}"` : ""} alt="${escapeHtml(text(payload.alt))}" loading="lazy"${width ? ` width="${escapeHtml(width)}"` : ""}${height ? ` height="${escapeHtml(height)}"` : ""}>`;
}

const renderers: Record<string, (payload: CardPayload) => string> = {
  image(payload) {
    if (!text(payload.src)) return "";
    const width = text(payload.cardWidth);
    const classes = ["kg-card", "kg-image-card"];
    if (width === "wide" || width === "full") classes.push(`kg-width-${width}`);
    if (text(payload.caption).trim()) classes.push("kg-card-hascaption");
    const img = image(payload, "kg-image");
    const href = text(payload.href);
    return `<figure class="${classes.join(" ")}">${href ? `<a href="${escapeHtml(href)}">${img}</a>` : img}${figcaption(payload.caption)}</figure>`;
  },
  code(payload) {
    const language = text(payload.language).trim();
    const pre = `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ""}>${escapeHtml(text(payload.code))}</code></pre>`;
    return text(payload.caption).trim()
      ? `<figure class="kg-card kg-code-card">${pre}${figcaption(payload.caption)}</figure>`
      : pre;
  },
  html: (payload) => text(payload.html),
  markdown: (payload) => marked.parse(text(payload.markdown), { async: false }),
  hr: () => "<hr>",
  embed(payload) {
    const html = text(payload.html);
    return html ? `<figure class="kg-card kg-embed-card">${html}${figcaption(payload.caption)}</figure>` : "";
  },
  bookmark(payload) {
    const url = text(payload.url);
    if (!url) return "";
    const metadata = (payload.metadata ?? {}) as CardPayload;
    const icon = text(metadata.icon);
    const thumbnail = text(metadata.thumbnail);
    const publisher = text(metadata.publisher);
    const author = text(metadata.author);
    return (
      `<figure class="kg-card kg-bookmark-card${text(payload.caption).trim() ? " kg-card-hascaption" : ""}">` +
      `<a class="kg-bookmark-container" href="${escapeHtml(url)}"><div class="kg-bookmark-content">` +
      `<div class="kg-bookmark-title">${escapeHtml(text(metadata.title) || url)}</div>` +
      `<div class="kg-bookmark-description">${escapeHtml(text(metadata.description))}</div>` +
      `<div class="kg-bookmark-metadata">${icon ? `<img class="kg-bookmark-icon" src="${escapeHtml(icon)}" alt="">` : ""}` +
      `${publisher ? `<span class="kg-bookmark-author">${escapeHtml(publisher)}</span>` : ""}` +
      `${author ? `<span class="kg-bookmark-publisher">${escapeHtml(author)}</span>` : ""}</div></div>` +
      `${thumbnail ? `<div class="kg-bookmark-thumbnail"><img src="${escapeHtml(thumbnail)}" alt=""></div>` : ""}</a>` +
      `${figcaption(payload.caption)}</figure>`
    );
  },
  callout(payload) {
    const color = text(payload.backgroundColor).replace(/[^a-z-]/gi, "") || "grey";
    const emoji = text(payload.calloutEmoji);
    return `<div class="kg-card kg-callout-card kg-callout-card-${color}">${emoji ? `<div class="kg-callout-emoji">${escapeHtml(emoji)}</div>` : ""}<div class="kg-callout-text">${text(payload.calloutText)}</div></div>`;
  },
  gallery(payload) {
    const images = Array.isArray(payload.images) ? (payload.images as CardPayload[]) : [];
    const rows = new Map<number, CardPayload[]>();
    images.forEach((each, index) => {
      const row = typeof each.row === "number" ? each.row : Math.floor(index / 3);
      rows.set(row, [...(rows.get(row) ?? []), each]);
    });
    if (rows.size === 0) return "";
    const body = [...rows.values()]
      .map(
        (row) =>
          `<div class="kg-gallery-row">${row.map((each) => `<div class="kg-gallery-image">${image(each)}</div>`).join("")}</div>`,
      )
      .join("");
    return `<figure class="kg-card kg-gallery-card kg-width-wide"><div class="kg-gallery-container">${body}</div>${figcaption(payload.caption)}</figure>`;
  },
  button(payload) {
    const url = text(payload.buttonUrl);
    if (!url) return "";
    const alignment = text(payload.alignment) === "center" ? "center" : "left";
    return `<div class="kg-card kg-button-card kg-align-${alignment}"><a href="${escapeHtml(url)}" class="kg-btn kg-btn-accent">${escapeHtml(text(payload.buttonText))}</a></div>`;
  },
  toggle(payload) {
    return `<div class="kg-card kg-toggle-card"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">${text(payload.heading)}</h4></div><div class="kg-toggle-content">${text(payload.content)}</div></div>`;
  },
  // Email-only content never showed on the site.
  email: () => "",
  "email-cta": () => "",
};

// The names Lexical gives the same cards.
const aliases: Record<string, string> = { codeblock: "code", horizontalrule: "hr", "card-markdown": "markdown" };

/** The card's HTML, or undefined when the site has no equivalent (the caller notes it). */
export function renderCard(name: string, payload: CardPayload): string | undefined {
  const renderer = renderers[aliases[name] ?? name];
  return renderer?.(payload);
}
