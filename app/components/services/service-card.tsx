import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ViewMode } from "~/components/ui/view-toggle";
import { serviceIcon } from "~/lib/content-icons";
import { pick } from "~/lib/pick";
import type { Service } from "~/lib/site-content";

const maxFeatureChips = 3;

const cardFields = ["slug", "title", "description", "category", "icon", "features"] as const;

/** What a card shows of a service: the whole record stays on the server (an island's props are small). */
export type ServiceCardData = Pick<Service, (typeof cardFields)[number]>;

export const serviceCardOf = (service: ServiceCardData): ServiceCardData => pick(service, cardFields);

/** A service in the grid or list: at most three feature chips, then "+N more". */
export function ServiceCard({ service, view }: { service: ServiceCardData; view: ViewMode }) {
  const { t } = useTranslation("services");
  const features = service.features;
  const hidden = features.length - maxFeatureChips;
  const Icon = serviceIcon[service.icon];
  return (
    <article
      className={`group relative flex h-full gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 ${view === "grid" ? "flex-col" : "flex-col sm:flex-row sm:items-start"}`}
    >
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div className="flex flex-1 flex-col">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">
          {t(`list.categories.${service.category}`)}
        </p>
        <h2 className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
          <Link to={`/services/${service.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {service.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600 dark:text-slate-400">{service.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("detail.features")}>
          {features.slice(0, maxFeatureChips).map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {feature}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-100">
              {t("list.more", { count: hidden })}
            </li>
          ) : null}
        </ul>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100"
        >
          {t("list.learnMore")}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
