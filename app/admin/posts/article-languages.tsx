import { CalendarClock, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Article } from "../../../common/article";
import { languageCodes } from "../../../common/i18n/languages";
import { type PostState, postState } from "../../../common/post";
import { translationPath, translationSource } from "./post-requests";
import { useFormatMoment } from "./use-format-moment";

const stateStyles: Record<PostState, string> = {
  published: "border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100",
  draft: "border-amber-500 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100",
  scheduled: "border-sky-600 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100",
  trash:
    "border-slate-400 bg-slate-100 text-slate-600 line-through dark:border-slate-500 dark:bg-slate-800 dark:text-slate-300",
};

const badge = "inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-semibold";

/**
 * An article's languages as badges, as Polylang shows them: each version links to its
 * editor and shows its state; a language without a version is a dashed "+" that starts
 * one (outside the trash). Below, when a version is scheduled, the moment it goes live.
 */
export function ArticleLanguages({
  article,
  timeZone,
  trashView,
}: {
  article: Article;
  timeZone: string;
  trashView: boolean;
}) {
  const { t } = useTranslation("admin");
  const formatMoment = useFormatMoment(timeZone);
  const source = translationSource(article.versions);
  const scheduled = article.versions.filter((version) => postState(version) === "scheduled" || version.unpublishAt);
  return (
    <div className="space-y-1.5">
      <ul className="flex flex-wrap gap-1.5" aria-label={t("posts.columns.languages")}>
        {languageCodes.map((language) => {
          const name = t(`languageNames.${language}`);
          const version = article.versions.find((item) => item.language === language);
          if (version) {
            const state = postState(version);
            const stateName = t(`posts.state.${state}`);
            return (
              <li key={language}>
                <Link
                  to={`/admin/posts/edit/${version.id}`}
                  title={t("posts.languages.badge", { language: name, state: stateName })}
                  className={`${badge} ${stateStyles[state]} hover:underline`}
                >
                  {state === "scheduled" && <CalendarClock aria-hidden="true" className="size-3.5" />}
                  <span aria-hidden="true">{language.toUpperCase()}</span>
                  <span className="sr-only">{name}: </span>
                  <span className="font-normal">{stateName}</span>
                </Link>
              </li>
            );
          }
          if (trashView || !source) return null;
          const label = t("posts.languages.add", { language: name });
          return (
            <li key={language}>
              <Link
                to={translationPath(source, language)}
                title={label}
                className={`${badge} border-dashed border-slate-400 text-slate-600 hover:bg-slate-50 dark:border-slate-500 dark:text-slate-300 dark:hover:bg-slate-800`}
              >
                <Plus aria-hidden="true" className="size-3.5" />
                <span aria-hidden="true">{language.toUpperCase()}</span>
                <span className="sr-only">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {scheduled.map((version) => (
        <p key={version.id} className="text-xs text-sky-800 dark:text-sky-200">
          {version.publishAt &&
            t("posts.schedule.scheduledFor", {
              language: version.language.toUpperCase(),
              moment: formatMoment(version.publishAt),
            })}
          {version.publishAt && version.unpublishAt && " · "}
          {version.unpublishAt &&
            t("posts.schedule.unpublishFor", {
              language: version.language.toUpperCase(),
              moment: formatMoment(version.unpublishAt),
            })}
        </p>
      ))}
    </div>
  );
}
