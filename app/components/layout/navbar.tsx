import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dropdown } from "../ui/dropdown";
import { BrandName } from "./brand-name";
import { LanguageDropdown } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { useSiteDetails } from "~/lib/site-details";
import { MenuLink } from "./menu-link";
import { ThemeToggle } from "./theme-toggle";
import { useScrolledPast } from "./use-scrolled-past";
import { Island } from "~/islands/island";

/** The spec's bar turns solid white once the page is scrolled more than 20 px. */
const solidAfterPx = 20;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-brand-600 dark:hover:text-brand-100 ${
    isActive ? "text-brand-600 dark:text-brand-100" : ""
  }`;

/**
 * The bar. On a page served as islands (decision 072) only its moving parts run in the
 * browser, each an island of its own: the solid background on scroll, the Additional menu,
 * the language menu, the theme switch and the mobile menu. Its links and name are the
 * server's HTML, never hydrated (decision 075: hydrating the whole bar was one 50–150 ms
 * task on a phone). A link's active state is the server's too: every public page is a
 * document of its own.
 */
export function Navbar() {
  const { t } = useTranslation();
  const menus = useSiteDetails()?.menus;
  return (
    <header className="fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300 print:hidden data-scrolled:bg-white data-scrolled:shadow-md dark:data-scrolled:bg-slate-900">
      <Island name="solid-bar" component={SolidBarOnScroll} props={{}} />
      <nav aria-label={t("nav.label")} className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="mr-auto text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">
          <BrandName />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {menus?.header.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} className={linkClass} />
            </li>
          ))}
          {menus && menus.more.length > 0 && (
            <li>
              <Island name="more-menu" component={MoreMenu} props={{}} />
            </li>
          )}
        </ul>
        <div className="flex items-center gap-1">
          <div className="hidden sm:block">
            <Island name="language-dropdown" component={LanguageDropdown} props={{}} />
          </div>
          <Island name="theme-toggle" component={ThemeToggle} props={{}} />
          <Link
            to="/contact"
            className="ml-2 hidden rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 lg:inline-block"
          >
            {t("nav.cta")}
          </Link>
          <Island name="mobile-menu" component={MobileMenu} props={{}} />
        </div>
      </nav>
    </header>
  );
}

/**
 * Marks the bar it sits in `data-scrolled` once the page is scrolled past the spec's 20 px;
 * the bar's classes draw the solid background from that. An element of its own (hidden) to
 * find the bar from, since the bar itself is not hydrated.
 */
export function SolidBarOnScroll() {
  const ref = useRef<HTMLSpanElement>(null);
  const scrolled = useScrolledPast(solidAfterPx);
  useEffect(() => {
    ref.current?.closest("header")?.toggleAttribute("data-scrolled", scrolled);
  }, [scrolled]);
  return <span ref={ref} hidden />;
}

/** The bar's Additional menu: the pages staff put beyond the bar's own links. */
export function MoreMenu() {
  const { t } = useTranslation();
  const more = useSiteDetails()?.menus.more ?? [];
  return (
    <Dropdown
      label={t("nav.additional")}
      buttonClassName="rounded-lg px-3 py-2 text-sm font-medium hover:text-brand-600 dark:hover:text-brand-100"
    >
      {(close) => (
        <ul>
          {more.map((link) => (
            <li key={link.href}>
              <MenuLink
                link={link}
                onClick={close}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              />
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
