import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";

/** The day the terms and the privacy policy last changed. */
export const legalLastUpdated = "2025-11-01";

/**
 * The terms of service or the privacy policy: title, date, introduction and numbered
 * sections. `updated` is the date as the server wrote it, so the browser hydrates the same
 * text whatever date formats its own copy of the language data knows.
 */
export function LegalDocument({ document, updated }: { document: "terms" | "privacy"; updated: string }) {
  const { t } = useTranslation("legal");
  const email = useSiteDetails()?.email;
  const sections = t(`${document}.sections`, { returnObjects: true }) as { heading: string; text: string }[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {t(`${document}.title`)}
      </h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t("updated", { date: updated })}</p>
      <p className="mt-8 text-lg leading-8 text-slate-700 dark:text-slate-300">{t(`${document}.intro`)}</p>
      <ol className="mt-10 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
              {index + 1}. {section.heading}
            </h2>
            <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{section.text}</p>
          </li>
        ))}
      </ol>
      {email && (
        <p className="mt-12 rounded-2xl bg-brand-50 p-6 text-slate-800 dark:bg-slate-900 dark:text-slate-200">
          {t("contactNote", { email })}
        </p>
      )}
    </article>
  );
}
