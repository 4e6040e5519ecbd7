import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";
import { languageName, languages } from "../../../common/i18n/languages";
import {
  type NewsletterSubscriberCounts,
  type NewsletterSubscriberQuery,
  subscriberStatuses,
} from "../../../common/newsletter";

/** The subscribers list's filters, a GET form: the address keeps them and Back undoes them. */
export function SubscriberFilters({ filters }: { filters: NewsletterSubscriberQuery }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label={t("subscriberFilters.label")}>
      <div>
        <label htmlFor="subscriber-status" className="text-sm font-medium">
          {t("newsletters.subscribers.status")}
        </label>
        <select
          id="subscriber-status"
          name="status"
          defaultValue={filters.status ?? ""}
          className={`${inputStyles} mt-1`}
        >
          <option value="">{t("subscriberFilters.any")}</option>
          {subscriberStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`newsletters.subscribers.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="subscriber-language" className="text-sm font-medium">
          {t("newsletters.subscribers.language")}
        </label>
        <select
          id="subscriber-language"
          name="language"
          defaultValue={filters.language ?? ""}
          className={`${inputStyles} mt-1`}
        >
          <option value="">{t("subscriberFilters.any")}</option>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t("subscriberFilters.apply")}
      </button>
      {(filters.status || filters.language) && (
        <Link to="/admin/subscribers" className="py-2 text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("subscriberFilters.clear")}
        </Link>
      )}
    </Form>
  );
}

/** How many subscribers each language has, per status; confirmed ones are who a send reaches. */
export function SubscriberCounts({ counts }: { counts: NewsletterSubscriberCounts }) {
  const { t } = useTranslation("admin");
  if (!counts.length) return null;
  return (
    <section aria-labelledby="subscriber-counts" className="mb-4">
      <h2 id="subscriber-counts" className="sr-only">
        {t("subscriberFilters.counts")}
      </h2>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {counts.map((row) => (
          <li
            key={row.language}
            data-language-count={row.language}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <span className="block font-semibold">{languageName(row.language)}</span>
            <span className="block text-2xl font-bold">{row.confirmed}</span>
            <span className="block text-slate-500 dark:text-slate-400">
              {t("newsletters.subscribers.statuses.confirmed")}
            </span>
            <span className="block text-slate-500 dark:text-slate-400">
              {t("subscriberFilters.others", { pending: row.pending, left: row.unsubscribed + row.bounced })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
