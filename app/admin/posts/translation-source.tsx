import { useTranslation } from "react-i18next";
import { useMediaQuery } from "~/components/ui/use-media-query";
import type { Post } from "../../../common/post";

/**
 * The text a translation starts from, beside the form (decision 037): title, excerpt and
 * content of the source version, in its own language. Open in a column on wide screens, a
 * panel that folds away on a phone.
 */
export function TranslationSource({ source, className }: { source: Post; className: string }) {
  const { t } = useTranslation("admin");
  // Open beside the form on a wide screen; folded on a narrow one, where it would come first.
  const wide = useMediaQuery("(min-width: 80rem)");
  return (
    <details
      open={wide}
      className={`${className} rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900`}
      data-translation-source
    >
      <summary className="cursor-pointer text-sm font-semibold">
        {t("posts.languages.sourceText", { language: t(`languageNames.${source.language}`) })}
      </summary>
      <div lang={source.language} className="mt-3 max-h-[70vh] space-y-3 overflow-y-auto text-sm">
        <p className="text-base font-semibold text-slate-900 dark:text-white">{source.title}</p>
        <p className="text-slate-600 dark:text-slate-400">{source.excerpt}</p>
        {/* Post HTML passed the server's allow-list when it was saved (docs/ARCHITECTURE.md, Data model). */}
        <div className="admin-prose" dangerouslySetInnerHTML={{ __html: source.content }} />
      </div>
    </details>
  );
}
