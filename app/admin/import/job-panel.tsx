import { ArrowRight, CircleAlert, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ImportJob } from "../../../common/import";
import { errorMessage, leaveForSignIn, ApiError } from "~/admin/ui/api";
import { buttonStyles } from "~/admin/ui/buttons";
import { UploadProgress } from "~/admin/ui/media-uploader";
import { ImportReportView } from "./import-report";
import { isActive, startImport } from "./import-requests";

/** Where a job is: waiting, reading with its item count, stopped with its reason, or done. */
function JobState({ job, total }: { job: ImportJob; total?: number }) {
  const { t } = useTranslation("admin");
  if (job.status === "failed")
    return (
      <p role="alert" className="flex gap-2 text-sm text-red-700 dark:text-red-400">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="break-words">{t("imports.job.failed", { error: job.error })}</span>
      </p>
    );
  if (job.status === "pending")
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("imports.job.pending")}</p>;
  // An import's bar stays at its end once done; a dry run (or an import without its dry run) counts items.
  if (!job.dryRun && total)
    return (
      <UploadProgress
        progress={job.status === "done" ? 1 : Math.min(1, job.itemsDone / total)}
        label={t("imports.job.progressLabel")}
        text={t("imports.job.progress", { done: job.status === "done" ? total : job.itemsDone, total })}
      />
    );
  if (job.status === "running")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("imports.job.reading", { count: job.itemsDone })}</p>
    );
  return null;
}

/**
 * The dry run of an upload and, once started, its import: the dry run's report with the
 * button that starts the import, then the import's progress (measured against the items
 * the dry run read) and its report, with the way to the redirects it made.
 */
export function JobPanel({
  dryRun,
  imported,
  onStarted,
}: {
  dryRun?: ImportJob;
  imported?: ImportJob;
  onStarted: (job: ImportJob) => void;
}) {
  const { t } = useTranslation("admin");
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const start = async () => {
    if (!dryRun) return;
    setStarting(true);
    setFailure(undefined);
    try {
      onStarted(await startImport(dryRun._id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return leaveForSignIn();
      setFailure(errorMessage(error, t("imports.job.startError")));
    } finally {
      setStarting(false);
    }
  };
  // One of the two is always there: an import opened from the list comes without its dry run.
  const shown = (imported ?? dryRun)!;
  const finished = shown.status === "done";

  return (
    <section
      aria-labelledby="import-job-heading"
      aria-busy={isActive(shown)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="import-job-heading" className="text-lg font-semibold break-words text-slate-900 dark:text-white">
        {t(imported ? "imports.job.importHeading" : "imports.job.dryRunHeading", { file: shown.fileName })}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("imports.job.facts", {
          format: t(`imports.formats.${shown.format}`),
          language: t(`languageNames.${shown.language}`),
        })}
      </p>
      <div role="status">
        <JobState job={shown} total={dryRun?.itemsDone} />
        {finished && (
          <p className="text-sm font-medium text-slate-900 dark:text-white">
            {t(imported ? "imports.job.done" : "imports.job.ready")}
          </p>
        )}
      </div>
      {!imported && finished && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("imports.job.startHint")}</p>
          {failure && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {failure}
            </p>
          )}
          <button type="button" disabled={starting} onClick={() => void start()} className={buttonStyles.primary}>
            <Play aria-hidden="true" className="h-4 w-4" />
            {t(starting ? "imports.job.starting" : "imports.job.start")}
          </button>
        </div>
      )}
      {imported && finished && (
        <Link to="/admin/redirects" className={buttonStyles.secondary}>
          {t("imports.job.redirectsLink")}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
      {(finished || shown.status === "failed") && <ImportReportView report={shown.report} dryRun={!imported} />}
    </section>
  );
}
