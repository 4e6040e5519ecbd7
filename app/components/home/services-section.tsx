import { ArrowRight } from "lucide-react";
import type { SectionText } from "~/lib/site-content";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { serviceIcons } from "../../../common/content/choices";
import { serviceIcon } from "~/lib/content-icons";
import { CheckList } from "~/components/ui/check-list";
import { Modal } from "~/components/ui/modal";
import { SectionHeading } from "~/components/ui/section-heading";

/** A card of "What we do": one visible service (`homeServiceCards`). */
export interface HomeServiceCard {
  id: string;
  icon: (typeof serviceIcons)[number];
  title: string;
  description: string;
  items: string[];
  serviceSlug: string | null;
}

/**
 * "What we do": a card per visible service, the same list as /services; each opens a dialog
 * listing what it includes, then "Request a quote" (to /contact with the card's title as
 * the subject) and the service's own page. The heading and buttons are `home` interface text.
 */
export function ServicesSection({ offerings, heading }: { offerings: HomeServiceCard[]; heading: SectionText }) {
  const { t } = useTranslation("home");
  const [openId, setOpenId] = useState<string | null>(null);
  const open = offerings.find((offering) => offering.id === openId);

  return (
    <section aria-labelledby="home-services" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="home-services" title={heading.title} subtitle={heading.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map(({ id, icon, title, description }) => {
            const Icon = serviceIcon[icon];
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => setOpenId(id)}
                  className="group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:-translate-y-1 hover:border-brand-500 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
                >
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-100">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  {/* A title inside a button, so a span, not a heading: set in the headings' face by hand. */}
                  <span className="mt-5 font-display text-xl font-bold text-slate-900 dark:text-white">{title}</span>
                  <span className="mt-2 flex-1 text-slate-600 dark:text-slate-400">{description}</span>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100">
                    {t("services.open")}
                    <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-1" />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <Modal
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        title={open?.title ?? ""}
        closeLabel={t("services.close")}
      >
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("services.dialogIntro")}</p>
        <CheckList items={open?.items ?? []} className="mt-4 grid gap-3" />
        {open && (
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={`/contact?subject=${encodeURIComponent(open.title)}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {t("services.requestQuote")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            {/* The service's own page when it has one; otherwise the list of services. */}
            <Link
              to={open.serviceSlug ? `/services/${open.serviceSlug}` : "/services"}
              className="inline-flex items-center rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-brand-500 dark:border-slate-700 dark:text-white"
            >
              {open.serviceSlug ? t("services.seeService") : t("services.allServices")}
            </Link>
          </div>
        )}
      </Modal>
    </section>
  );
}
