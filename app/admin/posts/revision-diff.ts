import { diffArrays, diffWords } from "diff";
import { type PostRevisionFields, type RevisionFieldName, revisionFieldNames } from "../../../common/post-revision";

// What changed between two revisions of a post (docs/decisions/038), as runs of kept,
// inserted and deleted text: a word diff for the short fields, and for the content a diff
// of its blocks (paragraphs, headings, list items) as text, word by word inside a changed
// block.

export interface DiffRun {
  text: string;
  change: "kept" | "inserted" | "deleted";
}

/** One field that differs, with its runs; a content diff is one list of runs per block. */
export interface FieldDiff {
  field: RevisionFieldName;
  blocks: DiffRun[][];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The text of sanitised post HTML, one line per block. The HTML is the server's allow-list
 * output, so tags and entities are all there is to undo.
 */
export function htmlToTextBlocks(html: string): string[] {
  const text = html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, " [$1] ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption|div|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    });
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const runs = (before: string, after: string): DiffRun[] =>
  diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? "inserted" : part.removed ? "deleted" : "kept",
  }));

/** Blocks as runs: unchanged blocks kept whole, a replaced block diffed word by word. */
function blockDiff(before: string[], after: string[]): DiffRun[][] {
  const blocks: DiffRun[][] = [];
  const parts = diffArrays(before, after);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    const next = parts[index + 1];
    if (part.removed && next?.added) {
      // Changed blocks side by side: pair them, and what is left over is wholly in or out.
      const paired = Math.min(part.value.length, next.value.length);
      for (let i = 0; i < paired; i++) blocks.push(runs(part.value[i]!, next.value[i]!));
      for (const text of part.value.slice(paired)) blocks.push([{ text, change: "deleted" }]);
      for (const text of next.value.slice(paired)) blocks.push([{ text, change: "inserted" }]);
      index++;
    } else {
      const change = part.added ? "inserted" : part.removed ? "deleted" : "kept";
      for (const text of part.value) blocks.push([{ text, change }]);
    }
  }
  return blocks;
}

/** A revision's fields as the text compared; `categoryName` names a category id. */
function comparedText(
  fields: PostRevisionFields,
  field: RevisionFieldName,
  categoryName: (id: string) => string,
): string {
  switch (field) {
    case "category":
      return fields.category ? categoryName(fields.category) : "";
    case "tags":
      return fields.tags.join(", ");
    case "seoTitle":
      return fields.seo.title;
    case "seoDescription":
      return fields.seo.description;
    case "seoKeywords":
      return fields.seo.keywords.join(", ");
    case "content":
      return fields.content;
    default:
      return fields[field] ?? "";
  }
}

/** The fields that differ from `before` to `after`, in the editor's order. */
export function diffRevisions(
  before: PostRevisionFields,
  after: PostRevisionFields,
  categoryName: (id: string) => string = (id) => id,
): FieldDiff[] {
  return revisionFieldNames.flatMap((field): FieldDiff[] => {
    const [old, current] = [comparedText(before, field, categoryName), comparedText(after, field, categoryName)];
    if (old === current) return [];
    if (field === "content") return [{ field, blocks: blockDiff(htmlToTextBlocks(old), htmlToTextBlocks(current)) }];
    return [{ field, blocks: [runs(old, current)] }];
  });
}
