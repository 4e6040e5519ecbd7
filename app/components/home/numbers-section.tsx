import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";
import { site } from "~/lib/site";
import { StatFigures } from "~/components/ui/stat-figures";

export function NumbersSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-numbers" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="home-numbers" title={t("numbers.title")} />
        <StatFigures
          className="mt-12 grid-cols-2 lg:grid-cols-4"
          figures={[
            { label: t("numbers.projects"), value: site.stats.projectsDelivered, suffix: "+" },
            { label: t("numbers.clients"), value: site.stats.partners, suffix: "+" },
            { label: t("numbers.awards"), value: site.stats.awards, suffix: "+" },
            { label: t("numbers.satisfaction"), value: site.stats.satisfactionPercent, suffix: "%" },
          ]}
        />
      </div>
    </section>
  );
}
