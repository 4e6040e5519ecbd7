import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { AutosaveState } from "~/admin/ui/use-autosave";

/**
 * Where the editor's autosave stands, read out politely by screen readers: saving, saved
 * at a time (with a reminder that a published post changes only on Update), or not saved
 * with a Retry. Before any autosave, whether there are changes at all.
 */
export function AutosaveStatus({
  state,
  dirty,
  published,
  onRetry,
}: {
  state: AutosaveState;
  dirty: boolean;
  published: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  let text: React.ReactNode = dirty ? t("posts.form.unsaved") : null;
  if (state.status === "saving")
    text = (
      <>
        <Spinner className="size-3.5 border-2" />
        {t("revisions.autosave.saving")}
      </>
    );
  else if (state.status === "saved")
    text = (
      <>
        {t("revisions.autosave.savedAt", { time: format.time(state.at) })}
        {published && dirty && <span className="hidden sm:inline"> · {t("revisions.autosave.notLive")}</span>}
      </>
    );
  else if (state.status === "failed")
    text = (
      <span className="inline-flex items-center gap-1 font-medium text-red-700 dark:text-red-300">
        <CircleAlert aria-hidden="true" className="size-4" />
        {t("revisions.autosave.failed")}
      </span>
    );
  return (
    <span className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <span role="status" className="inline-flex items-center gap-1.5">
        {text}
      </span>
      {state.status === "failed" && (
        <button
          type="button"
          onClick={onRetry}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {t("revisions.autosave.retry")}
        </button>
      )}
    </span>
  );
}
