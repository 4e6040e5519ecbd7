/**
 * Folds text for case- and accent-insensitive matching in any of the site's languages:
 * `İSTANBUL` and `istanbul`, `Şəhər` and `seher`-ish spellings meet. Done in JS because
 * SQLite's lower() only folds ASCII.
 */
export function foldText(text: string): string {
  return text
    .replace(/İ/g, "i")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}
