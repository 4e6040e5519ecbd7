import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { type PostChange, translationSource } from "./post-requests";
import { useMutation } from "~/admin/ui/route-data";
import { languageCodes } from "../../../common/i18n/languages";
import type { Post } from "../../../common/post";
import { StatusBadge } from "~/admin/ui/status-badge";

/**
 * The versions of a post as tabs, one per language (decision 021): a version that exists
 * opens its editor; a missing one offers to start it as a draft filled from the English
 * version, which then opens.
 */
export function PostLanguageTabs({ post }: { post: Post }) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const starting = useMutation<PostChange, Post | undefined>({
    onDone: (created) => {
      toast.success(t("posts.languages.started"));
      if (created) void navigate(`/admin/posts/edit/${created._id}`);
    },
    onFailure: (message) => toast.error(message ?? t("posts.languages.startError")),
  });
  const from = translationSource(post);

  return (
    <nav aria-label={t("posts.languages.tabs")} className="mb-6">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3 dark:border-slate-700">
        {languageCodes.map((language) => {
          const name = t(`languageNames.${language}`);
          const version = post.translations.find((item) => item.language === language);
          if (version?.id === post._id) {
            return (
              <li key={language}>
                <span
                  aria-current="page"
                  className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
                >
                  {t("posts.languages.current", { language: name })}
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
                  <StatusBadge status={version.status} />
                </Link>
              </li>
            );
          }
          return (
            <li key={language}>
              <button
                type="button"
                disabled={starting.busy}
                onClick={() => void starting.submit({ intent: "translate", from, language })}
                className="inline-flex items-center gap-2 rounded-lg border border-dashed border-slate-400 px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <Plus aria-hidden="true" className="size-4" />
                {name}
                <span className="sr-only">: </span>
                <span className="text-xs">{t("posts.languages.start")}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
