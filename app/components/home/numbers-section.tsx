import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";
import type { MarketingFigures } from "../../../common/settings";
import { StatFigures } from "~/components/ui/stat-figures";
import { Island } from "~/islands/island";

/** The home page's one row of marketing figures (issue 16: no repeats elsewhere on the page). */
export function NumbersSection({ figures, title }: { figures: MarketingFigures; title: string }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-numbers" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="home-numbers" title={title} />
        <Island
          name="stat-figures"
          component={StatFigures}
          props={{
            className: "mt-12 grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 max-sm:[&>:last-child]:col-span-2",
            figures: [
              { label: t("numbers.projects"), value: figures.projectsDelivered, suffix: "+" },
              { label: t("numbers.clients"), value: figures.partners, suffix: "+" },
              { label: t("numbers.years"), value: figures.yearsOfExperience, suffix: "+" },
              { label: t("numbers.awards"), value: figures.awards, suffix: "+" },
              { label: t("numbers.satisfaction"), value: figures.satisfactionPercent, suffix: "%" },
            ],
          }}
        />
      </div>
    </section>
  );
}
