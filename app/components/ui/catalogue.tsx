import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useSearchSkeleton } from "~/components/ui/use-search-skeleton";
import { CatalogueControls } from "~/components/ui/catalogue-controls";
import { EmptyState } from "~/components/ui/empty-state";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ViewMode } from "~/components/ui/view-toggle";
import { allCategories, passesCategoryFilter, toggleCategory } from "~/features/catalog/category-selection";
import { matchesQuery } from "~/features/catalog/text-search";

interface CatalogueProps<Item, Category extends string> {
  heading: { title: string; lead: string };
  /** The page's namespace, which has the `list.*` labels (services, portfolio). */
  t: TFunction;
  items: Item[];
  itemKey: (item: Item) => string | null;
  /** The chips, `all` first. */
  categories: readonly Category[];
  categoryOf: (item: Item) => string;
  categoryLabel: (category: Category) => string;
  /** The texts the search looks in. */
  searchedTexts: (item: Item) => string[];
  /** Several categories at once (the services' rule), or one at a time (the portfolio's). */
  multipleCategories: boolean;
  /** Shown for half a second after each change of the search text, instead of the list (the portfolio's). */
  searchSkeleton?: ReactNode;
  renderItem: (item: Item, view: ViewMode, index: number) => ReactNode;
  className: string;
  itemClassName?: string;
}

/**
 * A page's catalogue (services, portfolio): its heading, then search, grid/list toggle and
 * category chips over its items, how many are shown, and when none are, a way back to all.
 * It filters in the browser: the page hydrates it as one island (decision 072).
 */
export function Catalogue<Item, Category extends string>({
  heading,
  t,
  items,
  itemKey,
  categories,
  categoryOf,
  categoryLabel,
  searchedTexts,
  multipleCategories,
  searchSkeleton,
  renderItem,
  className,
  itemClassName,
}: CatalogueProps<Item, Category>) {
  const { query, setQuery, showSkeleton } = useSearchSkeleton();
  const [selected, setSelected] = useState<Category[]>([allCategories as Category]);
  const [view, setView] = useState<ViewMode>("grid");

  const shown = items.filter(
    (item) => passesCategoryFilter(selected, categoryOf(item)) && matchesQuery(searchedTexts(item), query),
  );

  return (
    <section className={className}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
        <CatalogueControls
          t={t}
          query={query}
          onQueryChange={setQuery}
          view={view}
          onViewChange={setView}
          categories={categories}
          isSelected={(category) => selected.includes(category)}
          onChoose={(category) =>
            setSelected((now) => (multipleCategories ? toggleCategory(now, category) : [category]))
          }
          categoryLabel={categoryLabel}
        />
        {showSkeleton && searchSkeleton ? (
          searchSkeleton
        ) : (
          <>
            <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {t("list.count", { count: shown.length })}
            </p>
            {shown.length > 0 ? (
              <ul className={`mt-4 grid gap-6 ${view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
                {shown.map((item, index) => (
                  <li key={itemKey(item)} className={itemClassName}>
                    {renderItem(item, view, index)}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                message={t("list.empty")}
                reset={{
                  label: t("list.reset"),
                  onReset: () => {
                    setQuery("");
                    setSelected([allCategories as Category]);
                  },
                }}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
