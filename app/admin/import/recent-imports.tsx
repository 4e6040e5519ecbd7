import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ImportJob } from "../../../common/import";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { EmptyState } from "~/components/ui/empty-state";

/** The latest dry runs and imports; a dry run opens on this screen with its report and its start button. */
export function RecentImports({ jobs, open }: { jobs: ImportJob[]; open: (job: ImportJob) => string }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <section aria-labelledby="recent-imports-heading" className="mt-10 space-y-3">
      <h2 id="recent-imports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("imports.recent.heading")}
      </h2>
      {jobs.length === 0 ? (
        <EmptyState message={t("imports.recent.empty")} />
      ) : (
        <DataTable
          rows={jobs}
          columns={[
            {
              header: t("imports.recent.file"),
              cell: (job) => (
                <Link
                  to={open(job)}
                  className="text-brand-700 [overflow-wrap:anywhere] underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {job.fileName}
                </Link>
              ),
              cellClassName: "font-medium",
              card: "title",
            },
            {
              header: t("imports.recent.run"),
              cell: (job) => t(job.dryRun ? "imports.recent.dryRun" : "imports.recent.import"),
            },
            { header: t("imports.recent.status"), cell: (job) => t(`imports.statuses.${job.status}`) },
            { header: t("imports.recent.items"), cell: (job) => job.itemsDone, className: "text-right tabular-nums" },
            { header: t("imports.recent.when"), cell: (job) => format.dateTime(job.createdAt) },
          ]}
        />
      )}
    </section>
  );
}
