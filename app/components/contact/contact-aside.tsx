import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type MapLocation, OfficeMap } from "~/components/contact/office-map";
import { SocialLinks } from "~/components/layout/social-links";
import { Island } from "~/islands/island";
import { textPagePaths } from "../../../common/public-pages";

const quickLinks = [
  { key: "application", to: textPagePaths.application },
  { key: "faq", to: "/faq" },
  { key: "docs", to: "/faq" },
  { key: "terms", to: "/terms" },
  { key: "privacy", to: "/privacy" },
] as const;

/** Beside the contact form: the office's map, the social links and the quick links. */
export function ContactAside({ map }: { map: MapLocation }) {
  const { t } = useTranslation("contact");
  return (
    <div className="space-y-8">
      <section aria-labelledby="office-map">
        <h2 id="office-map" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("map.title")}
        </h2>
        <div className="mt-4">
          <Island name="office-map" component={OfficeMap} props={map} />
        </div>
      </section>
      <section aria-labelledby="contact-social">
        <h2 id="contact-social" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("social")}
        </h2>
        <SocialLinks
          className="mt-4"
          linkClassName="h-12 w-12 bg-slate-100 text-slate-700 hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-200"
        />
      </section>
      <nav aria-labelledby="contact-quick-links">
        <h2 id="contact-quick-links" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("quickLinks.title")}
        </h2>
        <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {quickLinks.map((link) => (
            <li key={link.key}>
              <Link
                to={link.to}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-4 hover:decoration-brand-700 dark:text-brand-100 dark:decoration-brand-500 dark:hover:decoration-brand-100"
              >
                {t(`quickLinks.${link.key}`)}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
