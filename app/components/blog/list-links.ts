/**
 * The address of the blog list with some of its parameters changed. Changing the filter
 * or the search starts again at page 1; an empty value leaves its parameter out.
 */
export function blogListSearch(
  current: URLSearchParams,
  changes: { category?: string; q?: string; page?: number },
): string {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === "" || (name === "page" && value === 1)) params.delete(name);
    else params.set(name, String(value));
  }
  if (changes.category !== undefined || changes.q !== undefined) params.delete("page");
  const search = params.toString();
  return search ? `?${search}` : "";
}
