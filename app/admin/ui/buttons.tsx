import { Download, type LucideIcon, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type CsvColumn, downloadCsv, toCsv } from "./csv";

export const buttonStyles = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60",
  icon: "inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800",
} as const;

/** Downloads the rows as a CSV file; disabled while there is nothing to export. */
export function ExportCsvButton<Row>({
  fileName,
  rows,
  columns,
}: {
  fileName: string;
  rows: Row[];
  columns: CsvColumn<Row>[];
}) {
  const { t } = useTranslation("admin");
  return (
    <button
      type="button"
      onClick={() => downloadCsv(fileName, toCsv(rows, columns))}
      disabled={rows.length === 0}
      className={buttonStyles.secondary}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t("common.exportCsv")}
    </button>
  );
}

/**
 * A table row's action: its icon and a short word, with `label` naming the row for screen
 * readers (Edit → "Edit Web Development"); `danger` in red, for what removes or ends.
 */
export function RowAction({
  icon: Icon,
  text,
  label,
  onClick,
  disabled,
  danger = false,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={danger ? `${buttonStyles.icon} text-red-600 dark:text-red-400` : buttonStyles.icon}
      aria-label={label}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {text}
    </button>
  );
}

/** A table row's delete action; `label` names the row for screen readers. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation("admin");
  return <RowAction icon={Trash2} text={t("common.delete")} label={label} onClick={onClick} danger />;
}
