import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ServiceCard } from "~/components/services/service-card";
import { CatalogueControls } from "~/components/ui/catalogue-controls";
import { EmptyState } from "~/components/ui/empty-state";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ViewMode } from "~/components/ui/view-toggle";
import { passesCategoryFilter, toggleCategory } from "~/features/catalog/category-selection";
import { matchesQuery } from "~/features/catalog/text-search";
import type { Service } from "~/lib/site-content";
import { serviceCategories as serviceKindCategories } from "../../../common/content/choices";

const serviceCategories = ["all", ...serviceKindCategories] as const;
type ServiceCategory = (typeof serviceCategories)[number];

/** The services page's heading and its list, searched and filtered by category, as a grid or a list. */
export function ServicesCatalogue({
  services,
  heading,
}: {
  services: Service[];
  heading: { title: string; lead: string };
}) {
  const { t } = useTranslation("services");
  const [query, setQuery] = useState("");
  const [categories, setCategories] = useState<ServiceCategory[]>(["all"]);
  const [view, setView] = useState<ViewMode>("grid");

  const shown = services.filter(
    (service) =>
      passesCategoryFilter(categories, service.category) && matchesQuery([service.title, service.description], query),
  );

  return (
    <section className="px-4 pt-16 pb-8 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
        <CatalogueControls
          t={t}
          query={query}
          onQueryChange={setQuery}
          view={view}
          onViewChange={setView}
          categories={serviceCategories}
          isSelected={(category) => categories.includes(category)}
          onChoose={(category) => setCategories((selected) => toggleCategory(selected, category))}
          categoryLabel={(category) => t(`list.categories.${category}`)}
        />
        <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t("list.count", { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <ul className={`mt-4 grid gap-6 ${view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : ""}`}>
            {shown.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} view={view} />
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
                setCategories(["all"]);
              },
            }}
          />
        )}
      </div>
    </section>
  );
}
