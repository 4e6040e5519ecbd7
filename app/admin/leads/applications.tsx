import { Eye } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles, ExportCsvButton } from "~/admin/ui/buttons";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { DataTable } from "~/admin/ui/data-table";
import { LeadStatusBadge, LeadStatusFilter } from "./lead-status";
import { LeadWorkForm } from "./lead-work-form";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { leadCsvColumns } from "./lead-exports";
import { changeLead, type LeadChangeRequest, loadLeads, shouldRevalidateLeads, useOpenLead } from "./lead-requests";
import { runMutation } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Application } from "../../../common/leads";
import type { Route } from "./+types/applications";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadLeads<Application, "applications">(request, "applications");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, (change: LeadChangeRequest) => changeLead<Application>("applications", change));
}

export const shouldRevalidate = shouldRevalidateLeads;

export function ErrorBoundary() {
  return <AdminRouteError loadError="applications.loadError" />;
}

/**
 * Business applications from /muraciet, newest first, filtered by status; one opens in full
 * with its status and notes. Visitors' text is shown as text only.
 */
export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const { leads: data, counts, status } = loaderData;
  const [openId, openApplication] = useOpenLead();
  // An application saved into another status leaves a filtered list: it stays open as saved.
  const [saved, setSaved] = useState<Application>();
  const open = data.find((application) => application._id === openId) ?? (saved?._id === openId ? saved : undefined);

  return (
    <>
      <AdminTitle>{t("applications.title")}</AdminTitle>
      <AdminHeader title={t("applications.title")}>
        <ExportCsvButton fileName="applications.csv" rows={data} columns={leadCsvColumns.applications(t)} />
      </AdminHeader>
      <LeadStatusFilter counts={counts} current={status} />
      {data.length === 0 && <EmptyState message={t(status ? "leads.emptyFiltered" : "applications.empty")} />}
      {data.length > 0 && (
        <DataTable
          rows={data}
          columns={[
            {
              header: t("applications.columns.name"),
              cell: (application) => application.name,
              cellClassName: "font-medium text-slate-900 dark:text-white",
              card: "title",
            },
            {
              header: t("leads.status.label"),
              cell: (application) => <LeadStatusBadge status={application.status} />,
            },
            {
              header: t("applications.columns.email"),
              cell: (application) => (
                <a href={`mailto:${application.email}`} className="text-brand-600 hover:underline dark:text-brand-100">
                  {application.email}
                </a>
              ),
            },
            { header: t("applications.columns.business"), cell: (application) => application.businessName },
            {
              header: t("applications.columns.phone"),
              cell: (application) => application.phoneNumber,
              className: "whitespace-nowrap",
            },
            {
              header: t("applications.columns.date"),
              cell: (application) => format.dateTime(application.createdAt),
              className: "whitespace-nowrap",
            },
            {
              header: t("common.actions"),
              className: "text-right",
              card: "actions",
              cell: (application) => (
                <button
                  type="button"
                  onClick={() => openApplication(application._id)}
                  className={buttonStyles.icon}
                  aria-label={t("applications.viewNamed", { name: application.name })}
                >
                  <Eye aria-hidden="true" className="h-4 w-4" />
                  {t("common.view")}
                </button>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={open !== undefined}
        title={open?.name ?? ""}
        closeLabel={t("common.close")}
        onClose={() => openApplication()}
        className="max-w-2xl"
      >
        {open && (
          <>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t("applications.columns.email")}</dt>
              <dd className="[overflow-wrap:anywhere]">{open.email}</dd>
              <dt className="font-semibold">{t("applications.columns.business")}</dt>
              <dd>{open.businessName}</dd>
              <dt className="font-semibold">{t("applications.columns.phone")}</dt>
              <dd>{open.phoneNumber}</dd>
              <dt className="font-semibold">{t("applications.columns.date")}</dt>
              <dd>{format.dateTime(open.createdAt)}</dd>
              <dt className="font-semibold">{t("leads.status.label")}</dt>
              <dd>
                <LeadStatusBadge status={open.status} />
              </dd>
              <dt className="font-semibold">{t("applications.columns.message")}</dt>
              <dd className="whitespace-pre-wrap">{open.message}</dd>
            </dl>
            <LeadWorkForm key={open._id} lead={open} onSaved={setSaved} />
          </>
        )}
      </Modal>
    </>
  );
}
