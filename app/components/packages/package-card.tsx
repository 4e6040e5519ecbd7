import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type PackageKey, popularPackage } from "~/content/packages";

/** One package: tier, name, slogan, features and a button to the contact page. No price (the spec). */
export function PackageCard({ id }: { id: PackageKey }) {
  const { t } = useTranslation("packages");
  const key = `cards.${id}`;
  const popular = id === popularPackage;
  const features = t(`${key}.features`, { returnObjects: true }) as string[];
  return (
    <article
      className={`relative flex h-full flex-col rounded-3xl border bg-white p-8 dark:bg-slate-900 ${
        popular
          ? "border-brand-600 shadow-xl ring-2 ring-brand-600"
          : "border-slate-200 shadow-sm dark:border-slate-800"
      }`}
    >
      {popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-bold tracking-wider text-white">
          {t(`${key}.badge`)}
        </p>
      )}
      <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-100">{t(`${key}.tier`)}</p>
      <h3 className="mt-2 text-2xl font-extrabold text-slate-900 dark:text-white">{t(`${key}.name`)}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t(`${key}.slogan`)}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to="/contact"
        className={`mt-8 rounded-full px-6 py-3 text-center font-bold tracking-wide ${
          popular
            ? "bg-brand-600 text-white hover:bg-brand-700"
            : "border-2 border-brand-600 text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
        }`}
      >
        {t(`${key}.button`)}
      </Link>
    </article>
  );
}
