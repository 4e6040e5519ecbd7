import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Partner } from "~/lib/site-content";

/** Twelve client logos (the loader picks them); the figures are in the count-up row only. */
export function PartnersSection({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="partners" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="partners" title={t("partners.title")} subtitle={t("partners.subtitle")} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex items-center justify-center rounded-xl bg-white p-4 shadow-sm dark:bg-slate-100"
            >
              <img
                src={partner.logo}
                alt={partner.name}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-auto w-full max-w-40"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
