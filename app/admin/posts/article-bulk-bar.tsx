import { Eye, EyeOff, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import type { ArticleBulkAction } from "../../../common/article";
import type { Language } from "../../../common/i18n/languages";
import { selectBoxStyles } from "./article-table";

const icons = { publish: Eye, unpublish: EyeOff, trash: Trash2, restore: RotateCcw, delete: Trash2 } as const;

/**
 * Selects every article on the page and acts on the selected ones: publish, unpublish or
 * move to the trash; in the trash, restore or delete for good. It says what an action
 * reaches: every language version, or only the filtered language's (decision 037).
 */
export function ArticleBulkBar({
  count,
  selectedCount,
  trashView,
  language,
  busy,
  onSelectAll,
  onAction,
}: {
  count: number;
  selectedCount: number;
  trashView: boolean;
  language: Language | undefined;
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onAction: (action: ArticleBulkAction) => void;
}) {
  const { t } = useTranslation("admin");
  const selectAll = useRef<HTMLInputElement>(null);
  const allSelected = count > 0 && selectedCount === count;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedCount > 0 && !allSelected;
  });
  const actions: ArticleBulkAction[] = trashView ? ["restore", "delete"] : ["publish", "unpublish", "trash"];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <input
          ref={selectAll}
          type="checkbox"
          checked={allSelected}
          onChange={(event) => onSelectAll(event.target.checked)}
          className={selectBoxStyles}
        />
        {t("posts.selectAll")}
      </label>
      <span aria-live="polite" className="text-sm text-slate-500 dark:text-slate-400">
        {selectedCount > 0 && t("posts.selected", { count: selectedCount })}
        {selectedCount > 0 && " · "}
        {selectedCount > 0 &&
          (language
            ? t("posts.bulk.oneLanguage", { language: t(`languageNames.${language}`) })
            : t("posts.bulk.allLanguages"))}
      </span>
      <div role="group" aria-label={t("posts.bulk.actions")} className="flex flex-wrap gap-2 sm:ml-auto">
        {actions.map((action) => {
          const Icon = icons[action];
          return (
            <button
              key={action}
              type="button"
              disabled={selectedCount === 0 || busy}
              onClick={() => onAction(action)}
              className={`${buttonStyles.secondary} px-3 py-1.5 ${action === "delete" || action === "trash" ? "text-red-700 dark:text-red-300" : ""}`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`posts.bulk.${action}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
