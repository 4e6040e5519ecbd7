import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProjectCard } from "~/components/portfolio/project-card";
import { ProjectSkeleton } from "~/components/portfolio/project-skeleton";
import { useSearchSkeleton } from "~/components/portfolio/use-search-skeleton";
import { EmptyState } from "~/components/ui/empty-state";
import { CatalogueControls } from "~/components/ui/catalogue-controls";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ViewMode } from "~/components/ui/view-toggle";
import { projectCategories } from "../../../common/content/choices";
import { pageMeta } from "~/lib/seo";
import { matchesQuery } from "~/features/catalog/text-search";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/portfolio";
import { appContext } from "../../../server/load-context.server";
import { portfolioPageData } from "./portfolio.server";

export const handle: RouteHandle = { i18n: ["portfolio", "projects"] };

const portfolioCategories = ["all", ...projectCategories] as const;
type PortfolioCategory = (typeof portfolioCategories)[number];

export const loader = ({ context }: Route.LoaderArgs) => portfolioPageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { projects, heading } = loaderData;
  const { t } = useTranslation(["portfolio", "projects"]);
  const { query, setQuery, showSkeleton } = useSearchSkeleton();
  const [category, setCategory] = useState<PortfolioCategory>("all");
  const [view, setView] = useState<ViewMode>("grid");

  const shown = projects.filter(
    (project) =>
      (category === "all" || project.category === category) &&
      matchesQuery([project.name, project.description], query),
  );

  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
        <CatalogueControls
          t={t}
          query={query}
          onQueryChange={setQuery}
          view={view}
          onViewChange={setView}
          categories={portfolioCategories}
          isSelected={(option) => option === category}
          onChoose={setCategory}
          categoryLabel={(option) => t(`projects:categories.${option}`)}
        />
        {showSkeleton ? (
          <ProjectSkeleton label={t("list.loading")} />
        ) : (
          <>
            <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {t("list.count", { count: shown.length })}
            </p>
            {shown.length > 0 ? (
              <ul className={`mt-4 grid gap-6 ${view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
                {shown.map((project, index) => (
                  <li key={project.slug} className="flex">
                    <ProjectCard project={project} view={view} withDescription headingLevel={2} eager={index === 0} />
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
                    setCategory("all");
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

export default PortfolioPage;
