import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";

export interface ProcessStep {
  title: string;
  description: string;
  duration?: string;
}

/** Numbered steps of how a project runs (services page and each service's page). */
export function ProcessSteps({
  id,
  title,
  subtitle,
  steps,
}: {
  id: string;
  title: string;
  subtitle?: string;
  steps: ProcessStep[];
}) {
  const { t } = useTranslation("services");
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={id} title={title} subtitle={subtitle} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{step.description}</p>
              {step.duration ? (
                <p className="mt-3 text-sm font-semibold text-brand-700 dark:text-brand-100">
                  <span className="sr-only">{t("detail.timeline")}: </span>
                  {step.duration}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
