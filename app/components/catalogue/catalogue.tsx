import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type ProjectCardData, ProjectCard } from "~/components/portfolio/project-card";
import { ProjectSkeleton } from "~/components/portfolio/project-skeleton";
import { type ServiceCardData, ServiceCard } from "~/components/services/service-card";
import { CatalogueControls } from "~/components/ui/catalogue-controls";
import { EmptyState } from "~/components/ui/empty-state";
import { SectionHeading } from "~/components/ui/section-heading";
import { useSearchSkeleton } from "~/components/ui/use-search-skeleton";
import type { ViewMode } from "~/components/ui/view-toggle";
import { allCategories, passesCategoryFilter, toggleCategory } from "~/features/catalog/category-selection";
import { matchesQuery } from "~/features/catalog/text-search";
import { projectCategories, serviceCategories } from "../../../common/content/choices";

/** The list and its heading: the services' cards or the portfolio's. */
export type CatalogueProps = { heading: { title: string; lead: string } } & (
  { kind: "services"; items: ServiceCardData[] } | { kind: "portfolio"; items: ProjectCardData[] }
);

/**
 * The catalogue of /services and of /portfolio: the page's heading, then search, grid/list
 * toggle and category chips over its cards, how many are shown, and when none are, a way
 * back to all. Services follow the spec's rule for several categories at once; the
 * portfolio shows one category at a time and placeholder cards for half a second after each
 * change of the search text. It filters in the browser, one island (decision 072).
 */
export function Catalogue({ kind, items, heading }: CatalogueProps) {
  const services = kind === "services";
  const { t } = useTranslation(services ? "services" : ["portfolio", "projects"]);
  const { query, setQuery, showSkeleton } = useSearchSkeleton();
  const [selected, setSelected] = useState<string[]>([allCategories]);
  const [view, setView] = useState<ViewMode>("grid");

  const cards: (ServiceCardData | ProjectCardData)[] = items;
  const shown = cards.filter(
    (item) =>
      passesCategoryFilter(selected, item.category) &&
      matchesQuery(["title" in item ? item.title : item.name, item.description], query),
  );

  return (
    <section className={`px-4 pt-16 sm:px-6 ${services ? "pb-8" : "pb-16"}`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
        <CatalogueControls
          t={t}
          query={query}
          onQueryChange={setQuery}
          view={view}
          onViewChange={setView}
          categories={[allCategories, ...(services ? serviceCategories : projectCategories)]}
          isSelected={(category) => selected.includes(category)}
          onChoose={(category) => setSelected((now) => (services ? toggleCategory(now, category) : [category]))}
          categoryLabel={(category) => t(services ? `list.categories.${category}` : `projects:categories.${category}`)}
        />
        {showSkeleton && !services ? (
          <ProjectSkeleton label={t("list.loading")} />
        ) : (
          <>
            <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {t("list.count", { count: shown.length })}
            </p>
            {shown.length > 0 ? (
              <ul className={`mt-4 grid gap-6 ${view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
                {shown.map((item, index) => (
                  <li key={item.slug} className={"title" in item ? undefined : "flex"}>
                    {"title" in item ? (
                      <ServiceCard service={item} view={view} />
                    ) : (
                      <ProjectCard project={item} view={view} withDescription headingLevel={2} eager={index === 0} />
                    )}
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
                    setSelected([allCategories]);
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
