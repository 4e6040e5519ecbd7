import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { DataTable } from "~/admin/ui/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { leadCsvColumns } from "./lead-exports";
import { loadAdminData } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { NewsletterSubscriber } from "../../../common/leads";
import type { Route } from "./+types/subscribers";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<NewsletterSubscriber[]>(request, "/api/newsletter-subscribers");
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="subscribers.loadError" />;
}

/** Newsletter sign-ups, newest first, with a CSV for the mailing tool. */
export default function AdminSubscribers({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();

  return (
    <>
      <AdminTitle>{t("subscribers.title")}</AdminTitle>
      <AdminHeader title={t("subscribers.title")}>
        <span className="text-sm text-slate-500">{t("subscribers.count", { count: data.length })}</span>
        <ExportCsvButton fileName="subscribers.csv" rows={data} columns={leadCsvColumns.newsletterSubscribers(t)} />
      </AdminHeader>
      {data.length === 0 && <EmptyState message={t("subscribers.empty")} />}
      {data.length > 0 && (
        <DataTable
          rows={data}
          columns={[
            { header: t("subscribers.columns.email"), cell: (subscriber) => subscriber.email },
            {
              header: t("subscribers.columns.date"),
              cell: (subscriber) => format.dateTime(subscriber.createdAt),
              className: "whitespace-nowrap",
            },
          ]}
        />
      )}
    </>
  );
}
