import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The red panel shown when loading fails, with a retry. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="flex-1">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900"
        >
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}
