import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRevalidator } from "react-router";
import { importContract } from "../../../common/contract/imports";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdmin } from "~/admin/ui/route-data";
import { isActive, jobPath } from "./import-requests";
import { JobPanel } from "./job-panel";
import { RecentImports } from "./recent-imports";
import { UploadForm } from "./upload-form";
import type { Route } from "./+types/import";

/** How often a running dry run or import is asked for again. */
const pollMs = 1000;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const job = (id: string | null) =>
    id ? loadAdmin(request, importContract.getImport, { params: { id } }) : undefined;
  const [jobs, dryRun, imported] = await Promise.all([
    loadAdmin(request, importContract.listImports),
    job(params.get("dryRun")),
    job(params.get("import")),
  ]);
  return { jobs, dryRun, imported };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="imports.loadError" />;
}

/** WordPress and Ghost imports (decision 059): upload, read the dry run's report, start, follow it. */
export default function AdminImport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { jobs, dryRun, imported } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The job is the address (`?dryRun=…&import=…`): a reload or a failure loses nothing.
  const active = isActive(dryRun) || isActive(imported);
  useEffect(() => {
    if (!active || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [active, revalidator, loaderData]);

  return (
    <>
      <AdminTitle>{t("imports.title")}</AdminTitle>
      <AdminHeader title={t("imports.title")} />
      <p className="mb-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t("imports.intro")}</p>
      <div className="space-y-6">
        <UploadForm onUploaded={(job) => void navigate(jobPath({ dryRun: job._id }))} />
        {(dryRun || imported) && (
          <JobPanel
            key={`${dryRun?._id}-${imported?._id}`}
            dryRun={dryRun}
            imported={imported}
            onStarted={(job) => void navigate(jobPath({ dryRun: dryRun?._id, import: job._id }))}
          />
        )}
      </div>
      <RecentImports jobs={jobs} open={(job) => jobPath(job.dryRun ? { dryRun: job._id } : { import: job._id })} />
    </>
  );
}
