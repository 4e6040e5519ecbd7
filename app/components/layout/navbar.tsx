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

/** The spec's bar turns solid white once the page is scrolled more than 20 px. */
const solidAfterPx = 20;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-brand-600 dark:hover:text-brand-100 ${
    isActive ? "text-brand-600 dark:text-brand-100" : ""
  }`;

export function Navbar() {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(solidAfterPx);
  const menus = useSiteDetails()?.menus;
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 print:hidden transition-[background-color,box-shadow] duration-300 ${
        scrolled ? "bg-white shadow-md dark:bg-slate-900" : "bg-transparent"
      }`}
    >
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
              <Dropdown
                label={t("nav.additional")}
                buttonClassName="rounded-lg px-3 py-2 text-sm font-medium hover:text-brand-600 dark:hover:text-brand-100"
              >
                {(close) => (
                  <ul>
                    {menus.more.map((link) => (
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
            </li>
          )}
        </ul>
        <div className="flex items-center gap-1">
          <div className="hidden sm:block">
            <LanguageDropdown />
          </div>
          <ThemeToggle />
          <Link
            to="/contact"
            className="ml-2 hidden rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 lg:inline-block"
          >
            {t("nav.cta")}
          </Link>
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
