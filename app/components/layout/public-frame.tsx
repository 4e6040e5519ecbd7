import { useTranslation } from "react-i18next";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { Island } from "~/islands/island";

/**
 * Navigation, main content, footer and floating buttons: the spec's public layout. The bar's
 * moving parts (menus, language and theme switches) and the floating buttons run in the
 * browser as islands on pages served so (decision 072); the footer is static.
 */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("a11y.skipToContent")}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <Island name="floating-buttons" component={FloatingButtons} props={{}} />
    </>
  );
}
