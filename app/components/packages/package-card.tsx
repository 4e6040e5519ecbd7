import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatPrice } from "~/lib/locale-format";
import type { Package } from "~/lib/site-content";
import { textPagePaths } from "../../../common/public-pages";

/**
 * One package: tier, name, slogan, features, its price per period where staff set one (the
 * spec's cards have none), and its button to the application form with the package named.
 */
export function PackageCard({ item }: { item: Package }) {
  const { t, i18n } = useTranslation("packages");
  const popular = item.highlighted;
  const { features } = item;
  return (
    <article
      className={`relative flex h-full flex-col rounded-3xl border bg-white p-8 dark:bg-slate-900 ${
        popular
          ? "border-brand-600 shadow-xl ring-2 ring-brand-600"
          : "border-slate-200 shadow-sm dark:border-slate-800"
      }`}
    >
      {popular && item.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-bold tracking-wider text-white">
          {item.badge}
        </p>
      )}
      {item.tier ? (
        <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-100">{item.tier}</p>
      ) : null}
      <h3 className="mt-2 text-2xl font-extrabold text-slate-900 dark:text-white">{item.name}</h3>
      {item.slogan ? <p className="mt-2 text-slate-600 dark:text-slate-400">{item.slogan}</p> : null}
      {item.price === null ? null : (
        <p className="mt-4 text-3xl font-extrabold text-slate-900 dark:text-white">
          {t(`price.${item.period}`, { price: formatPrice(item.price, item.currency, i18n.language) })}
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={`${textPagePaths.application}?package=${encodeURIComponent(item.name)}`}
        className={`mt-8 rounded-full px-6 py-3 text-center font-bold tracking-wide ${
          popular
            ? "bg-brand-600 text-white hover:bg-brand-700"
            : "border-2 border-brand-600 text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
        }`}
      >
        {item.button}
      </Link>
    </article>
  );
}
