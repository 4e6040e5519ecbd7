import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useRevalidator } from "react-router";

/**
 * After a language switch: a `?lng=` in the address is changed to the new language (so a
 * reload keeps it), and loaders run again so titles, canonical and hreflang follow.
 */
export function useLanguageRouting() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    const onChanged = (language: string) => {
      const params = new URLSearchParams(location.search);
      if (params.has("lng") && params.get("lng") !== language) {
        params.set("lng", language);
        void navigate(
          { pathname: location.pathname, search: `?${params}`, hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        void revalidator.revalidate();
      }
    };
    i18n.on("languageChanged", onChanged);
    return () => i18n.off("languageChanged", onChanged);
  }, [i18n, location, navigate, revalidator]);
}
