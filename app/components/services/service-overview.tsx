import { useTranslation } from "react-i18next";
import { CheckList } from "~/components/ui/check-list";
import { FactList } from "~/components/ui/fact-list";
import { formatDollars } from "~/lib/locale-format";
import type { Service } from "~/lib/site-content";

/** A service's overview, features, benefits and technologies, with its facts beside them. */
export function ServiceOverview({ service }: { service: Service }) {
  const { t, i18n } = useTranslation("services");
  const { features, benefits } = service;
  const facts = [
    { label: t("detail.timeline"), value: t(`detail.timelineValues.${service.timeline}`) },
    { label: t("detail.teamSize"), value: t(`detail.teamSizeValues.${service.teamSize}`) },
    { label: t("detail.complexity"), value: t(`detail.complexityValues.${service.complexity}`) },
    {
      label: t("detail.price"),
      value: `${formatDollars(service.priceFrom, i18n.language)} – ${formatDollars(service.priceTo, i18n.language)}`,
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-12">
        <section aria-labelledby="overview">
          <h2 id="overview" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("detail.overview")}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{service.description}</p>
        </section>
        <section aria-labelledby="features">
          <h2 id="features" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("detail.features")}
          </h2>
          <CheckList items={features} className="mt-4 grid gap-3 sm:grid-cols-2" />
        </section>
        <section aria-labelledby="benefits">
          <h2 id="benefits" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("detail.benefits")}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li
                key={benefit}
                className="rounded-xl bg-brand-50 p-4 font-medium text-brand-900 dark:bg-slate-900 dark:text-brand-100"
              >
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="technologies">
          <h2 id="technologies" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t("detail.technologies")}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {service.technologies.map((technology) => (
              <li
                key={technology}
                className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium dark:border-slate-700"
              >
                {technology}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside aria-labelledby="facts" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="facts" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("detail.facts")}
        </h2>
        <FactList facts={facts} />
      </aside>
    </div>
  );
}
