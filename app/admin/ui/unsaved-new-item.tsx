import { FilePen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { useFormatDate } from "~/admin/ui/use-format-date";

/**
 * The caller's new item of a list's kind (a post, an FAQ question, a simple page…), kept as
 * they typed it and never saved (decision 054), at the top of that list until they save or
 * discard it: "Continue" opens the kind's New, which offers it back.
 */
export function UnsavedNewItem({
  label,
  title,
  updatedAt,
  continueTo,
  continueLabel,
  busy,
  onDiscard,
}: {
  label: string;
  /** The item's name as typed so far, or "" */
  title: string;
  updatedAt: string;
  continueTo: string;
  continueLabel: string;
  busy: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <section
      aria-labelledby="unsaved-new-item"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <FilePen aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="unsaved-new-item" className="font-semibold">
          {label}
        </h2>
        <p>
          {t("newPostDraft.line", {
            title: title || t("newPostDraft.untitled"),
            time: format.dateTimeSeconds(updatedAt),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={continueTo} className={buttonStyles.primary}>
          {continueLabel}
        </Link>
        <button type="button" disabled={busy} onClick={onDiscard} className={buttonStyles.secondary}>
          {t("newPostDraft.discard")}
        </button>
      </div>
    </section>
  );
}
