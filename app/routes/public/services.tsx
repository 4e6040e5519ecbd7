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
import { serviceCategories as serviceKindCategories } from "../../../common/content/choices";
import { passesCategoryFilter, toggleCategory } from "~/features/catalog/category-selection";
import { pageMeta } from "~/lib/seo";
import { matchesQuery } from "~/features/catalog/text-search";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/services";
import { appContext } from "../../../server/load-context.server";
import { pageMetaOf, readCallToAction, readPageText, readServicesPage } from "~/lib/page-texts.server";
import { readDatabase } from "~/lib/database-reads.server";

export const handle: RouteHandle = { i18n: ["services"] };

const serviceCategories = ["all", ...serviceKindCategories] as const;
type ServiceCategory = (typeof serviceCategories)[number];

export async function loader({ context }: Route.LoaderArgs) {
  const { content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [services, testimonials, pageText, sections, callToAction] = await readDatabase(() =>
    Promise.all([
      content("services"),
      content("testimonials"),
      readPageText(content, "services"),
      readServicesPage(content),
      readCallToAction(content, "services"),
    ]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    /** The sections below the list: the video, "How we work" and the quote's heading. */
    sections: {
      video: { title: sections.videoTitle, text: sections.videoText, dialogTitle: sections.processTitle },
      process: { title: sections.processTitle, lead: sections.processLead, steps: sections.processSteps },
      testimonialTitle: sections.testimonialTitle,
    },
    callToAction,
    services,
    /** The page's client quote: the first testimonial placed on the services page. */
    testimonial: testimonials.find((testimonial) => testimonial.placements.includes("services")) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services, testimonial, heading, sections, callToAction } = loaderData;
  const { t } = useTranslation("services");
  const [query, setQuery] = useState("");
  const [categories, setCategories] = useState<ServiceCategory[]>(["all"]);
  const [view, setView] = useState<ViewMode>("grid");

  const shown = services.filter(
    (service) =>
      passesCategoryFilter(categories, service.category) &&
      matchesQuery([service.title, service.description], query),
  );

  return (
    <>
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
      <ProcessVideo {...sections.video} />
      {sections.process.steps.length > 0 && (
        <ProcessSteps
          id="process"
          title={sections.process.title}
          subtitle={sections.process.lead}
          steps={sections.process.steps.map((step) => ({ title: step.title, description: step.text }))}
        />
      )}
      {testimonial && <ServicesTestimonial testimonial={testimonial} title={sections.testimonialTitle} />}
      <CtaBanner {...callToAction} to="/contact" />
    </>
  );
}

export default ServicesPage;
