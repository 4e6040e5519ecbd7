import { useTranslation } from "react-i18next";
import { type ImportReport, importKinds } from "../../../common/import";
import { DataTable } from "~/admin/ui/data-table";
import { reportDetail } from "./report-text";

/**
 * A dry run's or an import's report: what is (or will be) made and skipped per kind, then
 * every line that is not a plain "created" (skipped items and why, the reader's notes).
 */
export function ImportReportView({ report, dryRun }: { report: ImportReport; dryRun: boolean }) {
  const { t } = useTranslation("admin");
  const counts = importKinds
    .filter((kind) => report.created[kind] > 0 || report.skipped[kind] > 0)
    .map((kind) => ({ _id: kind, kind, created: report.created[kind], skipped: report.skipped[kind] }));
  const lines = report.lines
    .filter((line) => line.outcome !== "created")
    .map((line, index) => ({ ...line, _id: String(index) }));
  return (
    <div className="space-y-6">
      <section aria-label={t("imports.report.counts")} className="space-y-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("imports.report.counts")}</h3>
        {counts.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("imports.report.nothing")}</p>
        ) : (
          <DataTable
            rows={counts}
            columns={[
              { header: t("imports.report.kind"), cell: (row) => t(`imports.kinds.${row.kind}`), card: "title" },
              {
                header: t(dryRun ? "imports.report.toCreate" : "imports.report.created"),
                cell: (row) => row.created,
                className: "text-right tabular-nums",
              },
              { header: t("imports.report.skipped"), cell: (row) => row.skipped, className: "text-right tabular-nums" },
            ]}
          />
        )}
      </section>
      <section aria-label={t("imports.report.linesHeading")} className="space-y-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("imports.report.linesHeading")}</h3>
        {lines.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("imports.report.noLines")}</p>
        ) : (
          <DataTable
            rows={lines}
            columns={[
              {
                header: t("imports.report.item"),
                cell: (line) => <span className="[overflow-wrap:anywhere]">{line.title}</span>,
                cellClassName: "font-medium text-slate-900 dark:text-white",
                card: "title",
              },
              { header: t("imports.report.kind"), cell: (line) => t(`imports.kinds.${line.kind}`) },
              { header: t("imports.report.outcome"), cell: (line) => t(`imports.outcomes.${line.outcome}`) },
              {
                header: t("imports.report.detail"),
                cell: (line) => <span className="[overflow-wrap:anywhere]">{reportDetail(line, t)}</span>,
                cellClassName: "max-w-md text-slate-600 dark:text-slate-400",
              },
            ]}
          />
        )}
        {report.linesLeftOut > 0 && (
          <p className="text-sm text-slate-500">{t("imports.report.linesLeftOut", { count: report.linesLeftOut })}</p>
        )}
      </section>
    </div>
  );
}
