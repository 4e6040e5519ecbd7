import { useTranslation } from "react-i18next";
import { AdminTitle, EmptyState, ErrorPanel, ExportCsvButton, LoadingState, PageHeader, tableStyles, useFormatDate } from "~/components/admin/ui";
import { errorMessage } from "~/features/admin/api";
import { downloadCsv, toCsv } from "~/features/admin/csv";
import { useAdminData } from "~/features/admin/use-admin-data";

interface Subscriber {
  _id: string;
  email: string;
  createdAt: string;
}

/** Newsletter sign-ups, newest first, with a CSV for the mailing tool. */
export default function AdminSubscribers() {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const { data, loading, error, reload } = useAdminData<Subscriber[]>("/api/newsletter");

  function exportCsv() {
    downloadCsv(
      "subscribers.csv",
      toCsv(data ?? [], [
        { header: t("subscribers.columns.email"), value: (row) => row.email },
        { header: t("subscribers.columns.date"), value: (row) => row.createdAt },
      ]),
    );
  }

  return (
    <>
      <AdminTitle>{t("subscribers.title")}</AdminTitle>
      <PageHeader title={t("subscribers.title")}>
        {data && <span className="text-sm text-slate-500">{t("subscribers.count", { count: data.length })}</span>}
        <ExportCsvButton onClick={exportCsv} disabled={!data?.length} />
      </PageHeader>
      {loading && <LoadingState />}
      {error != null && <ErrorPanel message={errorMessage(error, t("subscribers.loadError"))} onRetry={reload} />}
      {data && data.length === 0 && <EmptyState text={t("subscribers.empty")} />}
      {data && data.length > 0 && (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={tableStyles.th}>{t("subscribers.columns.email")}</th>
                <th scope="col" className={tableStyles.th}>{t("subscribers.columns.date")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((subscriber) => (
                <tr key={subscriber._id}>
                  <td className={tableStyles.td}>{subscriber.email}</td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{format.dateTime(subscriber.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
