import { Mail, MapPin, Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { serverMarkup, keepsServerMarkup } from "~/islands/server-markup";
import { useSiteDetails } from "~/lib/site-details";
import { BrandName } from "./brand-name";
import { LanguageButtons } from "./language-switcher";
import { MenuLink } from "./menu-link";
import { SocialLinks } from "./social-links";

/**
 * The full-screen mobile menu, a modal <dialog>: the browser keeps focus inside it,
 * closes it on Escape and returns focus to the button; app.css locks page scroll while
 * it is open.
 *
 * Its contents are the server's until it is first opened: the server renders them (crawlers
 * and the site's figures are in the HTML), but hydrating them cost a phone about 80 ms of
 * blocked main thread on every page for a menu most visitors never open (decision 075).
 * The browser draws them on the first open (app/islands/server-markup.ts).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const details = useSiteDetails();
  const [drawn, setDrawn] = useState(false);
  const keepsContents = keepsServerMarkup(drawn);
  const close = () => dialogRef.current?.close();
  const open = () => (drawn ? dialogRef.current?.showModal() : setDrawn(true));

  useEffect(close, [location.pathname]);
  // The first open draws the contents, then shows them (autofocus needs them in place).
  useEffect(() => {
    if (drawn) dialogRef.current?.showModal();
  }, [drawn]);
  const contentsClass = "mx-auto flex min-h-full max-w-lg flex-col gap-8 px-6 py-5";

  return (
    <>
      <button
        type="button"
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
        onClick={open}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label={t("mobileMenu.title")}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-slate-800 backdrop:bg-slate-900/40 dark:bg-slate-950 dark:text-slate-200"
      >
        {keepsContents ? (
          <div className={contentsClass} dangerouslySetInnerHTML={serverMarkup} />
        ) : (
          <div className={contentsClass}>
            <div className="flex items-center justify-between">
              <span className="text-lg font-extrabold">
                <BrandName />
              </span>
              <button
                type="button"
                autoFocus
                aria-label={t("nav.closeMenu")}
                onClick={close}
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <X aria-hidden="true" className="h-6 w-6" />
              </button>
            </div>

            {details ? (
              <dl className="grid grid-cols-2 gap-4">
                <div className="flex flex-col-reverse justify-end rounded-2xl bg-brand-50 p-4 dark:bg-slate-900">
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{t("mobileMenu.experience")}</dt>
                  <dd className="text-3xl font-extrabold text-brand-700 dark:text-brand-100">
                    {details.figures.yearsOfExperience}+
                  </dd>
                </div>
                <div className="flex flex-col-reverse justify-end rounded-2xl bg-brand-50 p-4 dark:bg-slate-900">
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{t("mobileMenu.projects")}</dt>
                  <dd className="text-3xl font-extrabold text-brand-700 dark:text-brand-100">
                    {details.figures.projectsDelivered}+
                  </dd>
                </div>
              </dl>
            ) : null}

            <nav aria-label={t("nav.label")}>
              <ul className="grid gap-1">
                {details?.menus.mobile.map((link) => (
                  <li key={link.href}>
                    <MenuLink
                      link={link}
                      onClick={close}
                      className="block rounded-lg py-2 text-xl font-semibold hover:text-brand-600"
                    />
                  </li>
                ))}
              </ul>
            </nav>

            <section aria-labelledby="mobile-menu-contact" className="grid gap-3 text-sm">
              <h2 id="mobile-menu-contact" className="font-semibold uppercase tracking-wide text-slate-500">
                {t("mobileMenu.contactTitle")}
              </h2>
              {details && (
                <>
                  <a href={details.phoneHref} className="flex items-center gap-2">
                    <Phone aria-hidden="true" className="h-4 w-4" /> {details.phone}
                  </a>
                  <a href={`mailto:${details.email}`} className="flex items-center gap-2">
                    <Mail aria-hidden="true" className="h-4 w-4" /> {details.email}
                  </a>
                  <p className="flex items-center gap-2">
                    <MapPin aria-hidden="true" className="h-4 w-4" /> {details.address}
                  </p>
                </>
              )}
              <SocialLinks linkClassName="bg-slate-100 hover:bg-brand-600 hover:text-white dark:bg-slate-800" />
            </section>

            <LanguageButtons />

            <Link
              to="/contact"
              onClick={close}
              // Kept in sight at the bottom while the menu scrolls: it is what the menu is for.
              className="sticky bottom-[max(1rem,env(safe-area-inset-bottom))] mt-auto rounded-full bg-brand-600 px-6 py-3 text-center font-semibold text-white shadow-lg hover:bg-brand-700"
            >
              {t("nav.cta")}
            </Link>
          </div>
        )}
      </dialog>
    </>
  );
}
