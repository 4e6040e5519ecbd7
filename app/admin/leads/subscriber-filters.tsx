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
      <FilterSelect
        name="status"
        label={t("newsletters.subscribers.status")}
        value={filters.status}
        options={subscriberStatuses.map((status) => [status, t(`newsletters.subscribers.statuses.${status}`)])}
      />
      <FilterSelect
        name="language"
        label={t("newsletters.subscribers.language")}
        value={filters.language}
        options={languages.map((language) => [language.code, language.name])}
      />
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

/** One filter: "any" first, then each choice as `[value, label]`. */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: [string, string][];
}) {
  const { t } = useTranslation("admin");
  return (
    <div>
      <label htmlFor={`subscriber-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select id={`subscriber-${name}`} name={name} defaultValue={value ?? ""} className={`${inputStyles} mt-1`}>
        <option value="">{t("subscriberFilters.any")}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
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
