import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches, useNavigate, useRevalidator } from "react-router";

/**
 * After a language switch: a page with versions in languages of their own (a blog post,
 * decision 021) opens the version in the new language, or its list without one; otherwise a `?lng=` in the address is changed to
 * the new language (so a reload keeps it), and loaders run again so titles, canonical and
 * hreflang follow.
 */
export function useLanguageRouting() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const versionLinks = matches
    .map(
      (match) =>
        (
          match.loaderData as
            { languageLinks?: { paths: Partial<Record<string, string>>; otherwise: string } } | undefined
        )?.languageLinks,
    )
    .findLast(Boolean);

  useEffect(() => {
    const onChanged = (language: string) => {
      const params = new URLSearchParams(location.search);
      // A page in its content's language has no page in a language it lacks: go to its list.
      const versionPath = versionLinks && (versionLinks.paths[language] ?? versionLinks.otherwise);
      if (versionPath && versionPath !== location.pathname) {
        if (params.has("lng")) params.set("lng", language);
        const search = params.toString();
        void navigate({ pathname: versionPath, search: search ? `?${search}` : "" });
      } else if (params.has("lng") && params.get("lng") !== language) {
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
  }, [i18n, location, navigate, revalidator, versionLinks]);
}
