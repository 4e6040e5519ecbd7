import type { TFunction } from "i18next";
import { FilterChips } from "./filter-chips";
import { SearchBox } from "./search-box";
import { type ViewMode, ViewToggle } from "./view-toggle";

interface CatalogueControlsProps<T extends string> {
  /** The page's namespace, which has the `list.*` labels (services, portfolio). */
  t: TFunction;
  query: string;
  onQueryChange: (query: string) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  categories: readonly T[];
  isSelected: (category: T) => boolean;
  onChoose: (category: T) => void;
  categoryLabel: (category: T) => string;
}

/** Search, grid/list toggle and category chips above a catalogue (services, portfolio). */
export function CatalogueControls<T extends string>({
  t,
  query,
  onQueryChange,
  view,
  onViewChange,
  ...chips
}: CatalogueControlsProps<T>) {
  return (
    <>
      {/* The toggle keeps its own size: under the search on a phone, beside it on a desktop. */}
      <div className="mt-10 flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox
          label={t("list.searchLabel")}
          placeholder={t("list.searchPlaceholder")}
          value={query}
          onChange={onQueryChange}
        />
        <ViewToggle
          value={view}
          onChange={onViewChange}
          labels={{ group: t("list.viewLabel"), grid: t("list.grid"), list: t("list.list") }}
        />
      </div>
      <div className="mt-4">
        <FilterChips
          label={t("list.filterLabel")}
          options={chips.categories}
          isSelected={chips.isSelected}
          onChoose={chips.onChoose}
          optionLabel={chips.categoryLabel}
        />
      </div>
    </>
  );
}
