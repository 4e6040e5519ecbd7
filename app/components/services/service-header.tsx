import { ArrowLeft, Download, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ShareButton } from "~/components/ui/share-button";
import { Island } from "~/islands/island";
import { serviceIcon } from "~/lib/content-icons";
import { useSiteName } from "~/lib/site-details";
import type { Service } from "~/lib/site-content";

/** A service page's header: back link, icon, title, the quote, brochure and share buttons, and its cover. */
export function ServiceHeader({ service, quoteSubject }: { service: Service; quoteSubject: string }) {
  const { t, i18n } = useTranslation("services");
  const siteName = useSiteName();
  const { title } = service;
  const Icon = serviceIcon[service.icon];
  const secondaryButton =
    "inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-3 font-semibold hover:border-brand-500 dark:border-slate-700";
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white px-4 pt-10 pb-12 sm:px-6 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl">
        <Link
          to="/services"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline print:hidden dark:text-brand-100"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("detail.back")}
        </Link>
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
          <div>
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <Icon aria-hidden="true" className="h-7 w-7" />
            </span>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {title}
            </h1>
            <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{service.subtitle}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
              <Link
                to={`/contact?subject=${encodeURIComponent(quoteSubject)}`}
                className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                <FileText aria-hidden="true" className="h-5 w-5" />
                {t("detail.requestQuote")}
              </Link>
              {/* A PDF made on the server in this language (server/brochures). */}
              <a
                href={`/services/${service.slug}/brochure.pdf?lng=${i18n.language}`}
                download
                className={secondaryButton}
              >
                <Download aria-hidden="true" className="h-5 w-5" />
                {t("detail.download")}
              </a>
              <Island
                name="share-button"
                component={ShareButton}
                props={{
                  label: t("detail.share"),
                  title,
                  text: t("detail.shareText", { service: title, name: siteName }),
                }}
              />
            </div>
          </div>
          <img
            src={service.coverImage}
            alt=""
            width={1200}
            height={675}
            decoding="async"
            className="h-auto w-full rounded-2xl shadow-xl"
          />
        </div>
      </div>
    </header>
  );
}
