import { Eye } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/admin/dialog";
import { AdminTitle, buttonStyles, EmptyState, ErrorPanel, ExportCsvButton, LoadingState, PageHeader, tableStyles, useFormatDate } from "~/components/admin/ui";
import { errorMessage } from "~/features/admin/api";
import { downloadCsv, toCsv } from "~/features/admin/csv";
import { useAdminData } from "~/features/admin/use-admin-data";

interface Application {
  _id: string;
  name: string;
  email: string;
  message: string;
  phoneNumber: string;
  businessName: string;
  createdAt: string;
}

/** Business applications from /muraciet, newest first. Visitors' text is shown as text only. */
export default function AdminApplications() {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const { data, loading, error, reload } = useAdminData<Application[]>("/api/applications");
  const [open, setOpen] = useState<Application>();

  function exportCsv() {
    const csv = toCsv(data ?? [], [
      { header: t("applications.columns.name"), value: (row) => row.name },
      { header: t("applications.columns.email"), value: (row) => row.email },
      { header: t("applications.columns.business"), value: (row) => row.businessName },
      { header: t("applications.columns.phone"), value: (row) => row.phoneNumber },
      { header: t("applications.columns.message"), value: (row) => row.message },
      { header: t("applications.columns.date"), value: (row) => row.createdAt },
    ]);
    downloadCsv("applications.csv", csv);
  }

  return (
    <>
      <AdminTitle>{t("applications.title")}</AdminTitle>
      <PageHeader title={t("applications.title")}>
        <ExportCsvButton onClick={exportCsv} disabled={!data?.length} />
      </PageHeader>
      {loading && <LoadingState text={t("applications.loading")} />}
      {error != null && <ErrorPanel message={errorMessage(error, t("applications.loadError"))} onRetry={reload} />}
      {data && data.length === 0 && <EmptyState text={t("applications.empty")} />}
      {data && data.length > 0 && (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={tableStyles.th}>{t("applications.columns.name")}</th>
                <th scope="col" className={tableStyles.th}>{t("applications.columns.email")}</th>
                <th scope="col" className={tableStyles.th}>{t("applications.columns.business")}</th>
                <th scope="col" className={tableStyles.th}>{t("applications.columns.phone")}</th>
                <th scope="col" className={tableStyles.th}>{t("applications.columns.date")}</th>
                <th scope="col" className={`${tableStyles.th} text-right`}>{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((application) => (
                <tr key={application._id}>
                  <td className={`${tableStyles.td} font-medium text-slate-900 dark:text-white`}>{application.name}</td>
                  <td className={tableStyles.td}>
                    <a href={`mailto:${application.email}`} className="text-brand-600 hover:underline dark:text-brand-100">{application.email}</a>
                  </td>
                  <td className={tableStyles.td}>{application.businessName}</td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{application.phoneNumber}</td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{format.dateTime(application.createdAt)}</td>
                  <td className={`${tableStyles.td} text-right`}>
                    <button type="button" onClick={() => setOpen(application)} className={buttonStyles.icon} aria-label={t("applications.viewNamed", { name: application.name })}>
                      <Eye aria-hidden="true" className="h-4 w-4" />
                      {t("common.view")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={open !== undefined} title={open?.name ?? ""} onClose={() => setOpen(undefined)} size="lg">
        {open && (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{t("applications.columns.email")}</dt>
            <dd>{open.email}</dd>
            <dt className="font-semibold">{t("applications.columns.business")}</dt>
            <dd>{open.businessName}</dd>
            <dt className="font-semibold">{t("applications.columns.phone")}</dt>
            <dd>{open.phoneNumber}</dd>
            <dt className="font-semibold">{t("applications.columns.date")}</dt>
            <dd>{format.dateTime(open.createdAt)}</dd>
            <dt className="font-semibold">{t("applications.columns.message")}</dt>
            <dd className="whitespace-pre-wrap">{open.message}</dd>
          </dl>
        )}
      </Modal>
    </>
  );
}
