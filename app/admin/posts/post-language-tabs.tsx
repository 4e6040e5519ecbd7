import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { translationPath } from "./post-requests";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { postState, type PostVersion } from "../../../common/post";
import { StatusBadge } from "~/admin/ui/status-badge";

/**
 * The versions of a post as tabs, one per language (decision 021): the language being
 * edited (saved or not yet) is the one current tab; another version opens its editor; a
 * missing language opens the editor filled from `source` (decision 037), which creates
 * nothing until it is saved.
 */
export function PostLanguageTabs({
  versions,
  current,
  source,
}: {
  versions: PostVersion[];
  current: Language;
  source: string | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("posts.languages.tabs")} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
        {languageCodes.map((language) => {
          const name = t(`languageNames.${language}`);
          const version = versions.find((item) => item.language === language);
          if (language === current) {
            return (
              <li key={language}>
                <span
                  aria-current="page"
                  className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
                >
                  {t(version ? "posts.languages.current" : "posts.languages.currentNew", { language: name })}
                </span>
              </li>
            );
          }
          if (version) {
            return (
              <li key={language}>
                <Link
                  to={`/admin/posts/edit/${version.id}`}
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  {name}
                  <StatusBadge status={postState(version)} />
                </Link>
              </li>
            );
          }
          if (!source) return null;
          return (
            <li key={language}>
              <Link
                to={translationPath(source, language)}
                className="inline-flex items-center gap-2 rounded-lg border border-dashed border-slate-400 px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 dark:border-slate-500 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <Plus aria-hidden="true" className="size-4" />
                {name}
                <span className="sr-only">: </span>
                <span className="text-xs">{t("posts.languages.start")}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
