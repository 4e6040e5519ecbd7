import { AlertTriangle, Download, Loader2, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The page's title in the browser tab (React 19 places it in the head). */
export function AdminTitle({ children }: { children: string }) {
  const { t } = useTranslation("admin");
  return <title>{`${children} · ${t("brand")}`}</title>;
}

export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** A spinner with a visible, announced loading text. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation("admin");
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500 dark:text-slate-400">
      <Spinner />
      <span>{text ?? t("common.loading")}</span>
    </div>
  );
}

/** The red panel shown when loading fails, with a retry. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
      <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="flex-1">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold hover:bg-red-100 dark:border-red-800 dark:hover:bg-red-900">
          {t("common.retry")}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">{text}</p>;
}

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60",
  icon: "inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800",
} as const;

export const inputStyles =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export const tableStyles = {
  wrapper: "overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900",
  table: "min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800",
  th: "px-4 py-3 font-semibold text-slate-600 dark:text-slate-300",
  td: "px-4 py-3 align-top",
} as const;

/** A form field: label, control, hint and the translated validation message. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      {hint && !error && <div className="text-xs text-slate-500 dark:text-slate-400">{hint}</div>}
      {error && (
        <p id={`${htmlFor}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error.startsWith("validation.") ? t(error) : error}
        </p>
      )}
    </div>
  );
}

/** Dates in the admin's language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const dateTimes = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return {
    date: (iso: string) => dates.format(new Date(iso)),
    dateTime: (iso: string) => dateTimes.format(new Date(iso)),
  };
}

export function StatusBadge({ status }: { status: "draft" | "published" }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        status === "published"
          ? "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
          : "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200"
      }`}
    >
      {t(`posts.status.${status}`)}
    </span>
  );
}

/** Chips of a comma-separated list, as it will be stored. */
export function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Downloads the list as CSV; disabled while there is nothing to export. */
export function ExportCsvButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={buttonStyles.secondary}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {t("common.exportCsv")}
    </button>
  );
}

/** A table row's delete action; `label` names the row for screen readers. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <button type="button" onClick={onClick} className={`${buttonStyles.icon} text-red-600 dark:text-red-400`} aria-label={label}>
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {t("common.delete")}
    </button>
  );
}
