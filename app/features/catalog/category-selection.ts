/** The value that means "every category" in a chip filter. */
export const allCategories = "all";

/**
 * The services filter rule (spec section 4): choosing All selects only All; choosing
 * another category toggles it and removes All.
 */
export function toggleCategory<T extends string>(selected: readonly T[], chosen: T): T[] {
  if (chosen === allCategories) return [chosen];
  const withoutAll = selected.filter((category) => category !== allCategories);
  return withoutAll.includes(chosen) ? withoutAll.filter((category) => category !== chosen) : [...withoutAll, chosen];
}

/** Whether an item passes the filter: an empty selection, or All, shows everything. */
export function passesCategoryFilter(selected: readonly string[], category: string): boolean {
  return selected.length === 0 || selected.includes(allCategories) || selected.includes(category);
}
