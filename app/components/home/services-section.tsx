import { ArrowRight, Code2, Megaphone, Palette, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckList } from "~/components/ui/check-list";
import { Modal } from "~/components/ui/modal";
import { SectionHeading } from "~/components/ui/section-heading";

/** The spec's four home service cards (digital, web, design, branding); their text is in `home`. */
const homeServiceCards = [
  { key: "digital", icon: Megaphone },
  { key: "web", icon: Code2 },
  { key: "design", icon: Palette },
  { key: "branding", icon: Sparkles },
] as const;

type HomeServiceKey = (typeof homeServiceCards)[number]["key"];

/** Four service cards; each opens a dialog listing what the service includes. */
export function ServicesSection() {
  const { t } = useTranslation("home");
  const [openKey, setOpenKey] = useState<HomeServiceKey | null>(null);
  const items = openKey ? (t(`services.cards.${openKey}.items`, { returnObjects: true }) as string[]) : [];

  return (
    <section aria-labelledby="home-services" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="home-services" title={t("services.title")} subtitle={t("services.subtitle")} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {homeServiceCards.map(({ key, icon: Icon }) => (
            <li key={key}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpenKey(key)}
                className="group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-1 hover:border-brand-500 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <span className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
                  {t(`services.cards.${key}.title`)}
                </span>
                <span className="mt-2 flex-1 text-slate-600 dark:text-slate-400">
                  {t(`services.cards.${key}.description`)}
                </span>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100">
                  {t("services.open")}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-1" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Modal
        open={openKey !== null}
        onClose={() => setOpenKey(null)}
        title={openKey ? t(`services.cards.${openKey}.title`) : ""}
        closeLabel={t("services.close")}
      >
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("services.dialogIntro")}</p>
        <CheckList items={items} className="mt-4 grid gap-3" />
        <Link
          to="/services"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("services.allServices")}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </Modal>
    </section>
  );
}
