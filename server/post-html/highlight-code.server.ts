import { createRequire } from "node:module";
import type { HLJSApi, LanguageFn } from "highlight.js";

// Syntax highlighting of post code blocks, done once when a post is saved (docs/decisions/039):
// visitors get coloured spans and a few lines of CSS, never a highlighting script.
// The languages an agency blog writes about; each brings its aliases (`js`, `ts`, `html`, `sh`…).
const languages = [
  "bash",
  "csharp",
  "css",
  "diff",
  "go",
  "java",
  "javascript",
  "json",
  "markdown",
  "php",
  "python",
  "ruby",
  "rust",
  "scss",
  "shell",
  "sql",
  "typescript",
  "xml",
  "yaml",
] as const;

let loaded: HLJSApi | undefined;

/**
 * highlight.js with the languages above, loaded by the first code block rather than at
 * start (about 35 ms of CPU; docs/decisions/064): a start highlights only when the renderer
 * changed, and a visitor's page is never highlighted on the way (the HTML is stored so).
 */
function highlighter(): HLJSApi {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const hljs = require("highlight.js/lib/core") as HLJSApi;
  for (const name of languages)
    hljs.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as LanguageFn);
  return (loaded = hljs);
}

/**
 * A block that names no language (or one not registered) is guessed among these few only:
 * guessing among dozens colours prose and config files as something they are not.
 */
const guessedLanguages = ["javascript", "typescript", "xml", "css", "json", "bash", "sql", "python"];

/** Below this relevance a guess is not trusted and the block stays plain. */
const minimumGuessRelevance = 5;

/** `<pre><code class="…">…</code></pre>` as the sanitiser writes it (attributes double-quoted). */
const codeBlock = /<pre><code(?: class="([^"]*)")?>([\s\S]*?)<\/code><\/pre>/g;

/** The sanitiser escapes exactly these in text; everything else arrives as the character itself. */
const escapes: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The code as typed: tags (an earlier highlighting, stray markup) out, entities decoded. */
function blockText(innerHtml: string): string {
  return innerHtml.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => escapes[entity]!);
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (ch) => (ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : "&gt;"));
}

function highlightBlock(className: string | undefined, innerHtml: string): string {
  const hljs = highlighter();
  const text = blockText(innerHtml);
  const named = /(?:^|\s)language-([\w-]+)/.exec(className ?? "")?.[1];
  if (named && hljs.getLanguage(named)) {
    const { value } = hljs.highlight(text, { language: named, ignoreIllegals: true });
    return `<pre><code class="hljs language-${named}">${value}</code></pre>`;
  }
  const guess = hljs.highlightAuto(text, guessedLanguages);
  const languageClass = named ? ` language-${named}` : "";
  if (!guess.language || guess.relevance < minimumGuessRelevance)
    return `<pre><code class="hljs${languageClass}">${escapeText(text)}</code></pre>`;
  return `<pre><code class="hljs${languageClass || ` language-${guess.language}`}">${guess.value}</code></pre>`;
}

/**
 * Sanitised post HTML with each code block highlighted: token spans (`hljs-*` classes) in
 * the language its `language-*` class names, or the best guess among a few common ones.
 * Idempotent: a block highlighted before is read back as its text and highlighted again.
 * The caller sanitises the result again (the allow-list keeps those spans and classes only).
 */
export function highlightCodeBlocks(sanitisedHtml: string): string {
  return sanitisedHtml.replace(codeBlock, (_block, className: string | undefined, inner: string) =>
    highlightBlock(className, inner),
  );
}
