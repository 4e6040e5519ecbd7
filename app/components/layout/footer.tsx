import { useTranslation } from "react-i18next";
import { useSiteDetails, useSiteName } from "~/lib/site-details";
import { BrandName } from "./brand-name";
import { MenuLink } from "./menu-link";
import { SocialLinks, usePageShowsSocialLinks } from "./social-links";

/**
 * The footer's years: from the founding year in the settings to the current year, read at
 * render so the range never ends in a year gone by (decision 062).
 */
export function copyrightYears(foundedYear: number | undefined, now = new Date()) {
  const to = now.getUTCFullYear();
  return { from: Math.min(foundedYear ?? to, to), to };
}

export function Footer() {
  const { t } = useTranslation();
  const site = useSiteDetails();
  const siteName = useSiteName();
  const pageShowsSocialLinks = usePageShowsSocialLinks();
  return (
    <footer className="print:hidden border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-slate-900 dark:text-white">
            <BrandName />
          </p>
          {site?.about && (
            <p className="mt-3 max-w-sm text-sm leading-6 text-slate-600 dark:text-slate-400">{site.about}</p>
          )}
          {!pageShowsSocialLinks && (
            <SocialLinks
              className="mt-4"
              linkClassName="bg-white hover:bg-brand-600 hover:text-white dark:bg-slate-800"
            />
          )}
        </div>
        <nav aria-labelledby="footer-pages">
          <h2
            id="footer-pages"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
          >
            {t("footer.pages")}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {site?.menus.footer.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} className="hover:text-brand-600 dark:hover:text-brand-100" />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t("footer.contact")}
          </h2>
          {site && (
            <address className="mt-4 grid gap-2 text-sm not-italic">
              <span>{site.address}</span>
              <a href={site.phoneHref} className="hover:text-brand-600">
                {site.phone}
              </a>
              <a href={`mailto:${site.email}`} className="hover:text-brand-600">
                {site.email}
              </a>
              <span>{site.hours}</span>
            </address>
          )}
        </div>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t("footer.copyright", { name: siteName, ...copyrightYears(site?.figures.foundedYear) })}
      </p>
    </footer>
  );
}
