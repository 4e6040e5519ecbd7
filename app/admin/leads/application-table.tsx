import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Application } from "../../../common/leads";
import { LeadStatusBadge } from "./lead-status";

/** The applications' rows: who applied, for which business, when; a button opens one in full. */
export function ApplicationTable({
  applications,
  onOpen,
}: {
  applications: Application[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={applications}
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
        { header: t("leadStory.package"), cell: (application) => application.package },
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
            <RowAction
              icon={Eye}
              text={t("common.view")}
              label={t("applications.viewNamed", { name: application.name })}
              onClick={() => onOpen(application._id)}
            />
          ),
        },
      ]}
    />
  );
}
