import { foldText } from "../../../common/fold-text";

/**
 * True when the query is a case-insensitive substring of any of the texts (the spec's
 * services and portfolio search). Folding also makes `İ`/`i` and accents meet.
 */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const needle = foldText(query.trim());
  return needle === "" || texts.some((text) => foldText(text).includes(needle));
}
