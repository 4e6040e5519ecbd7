import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProcessSteps } from "~/components/services/process-steps";
import { ProcessVideo } from "~/components/services/process-video";
import { ServiceCard } from "~/components/services/service-card";
import { ServicesTestimonial } from "~/components/services/services-testimonial";
import { CatalogueControls } from "~/components/ui/catalogue-controls";
import { CtaBanner } from "~/components/ui/cta-banner";
import { EmptyState } from "~/components/ui/empty-state";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ViewMode } from "~/components/ui/view-toggle";
import { processSteps, type ServiceCategory, serviceCategories, services } from "~/content/services";
import { passesCategoryFilter, toggleCategory } from "~/features/catalog/category-selection";
import { pageMeta, staticPageMeta } from "~/lib/seo";
import { matchesQuery } from "~/features/catalog/text-search";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/services";
import { appContext } from "~/load-context";

export const handle: RouteHandle = { i18n: ["services"] };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(appContext);
  return {
    meta: staticPageMeta(t, "services"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function ServicesPage() {
  const { t } = useTranslation("services");
  const [query, setQuery] = useState("");
  const [categories, setCategories] = useState<ServiceCategory[]>(["all"]);
  const [view, setView] = useState<ViewMode>("grid");

  const shown = services.filter(
    (service) =>
      passesCategoryFilter(categories, service.category) &&
      matchesQuery([t(`items.${service.id}.title`), t(`items.${service.id}.description`)], query),
  );

  return (
    <>
      <section className="px-4 pt-16 pb-8 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading level={1} title={t("list.title")} subtitle={t("list.subtitle")} />
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
                <li key={service.id}>
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
      <ProcessVideo />
      <ProcessSteps
        id="process"
        title={t("process.title")}
        subtitle={t("process.subtitle")}
        steps={processSteps.map((key) => ({
          title: t(`process.steps.${key}.title`),
          description: t(`process.steps.${key}.description`),
        }))}
      />
      <ServicesTestimonial />
      <CtaBanner title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} to="/contact" />
    </>
  );
}
