import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import scss from "highlight.js/lib/languages/scss";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

// Syntax highlighting of post code blocks, done once when a post is saved (docs/decisions/039):
// visitors get coloured spans and a few lines of CSS, never a highlighting script.
// The languages an agency blog writes about; each brings its aliases (`js`, `ts`, `html`, `sh`…).
const languages = {
  bash,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  php,
  python,
  ruby,
  rust,
  scss,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

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
