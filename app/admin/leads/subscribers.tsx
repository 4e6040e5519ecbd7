import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import { NeedsSmtpNotice } from "~/admin/ui/needs-smtp-notice";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { EmptyState } from "~/components/ui/empty-state";
import { leadCsvColumns } from "./lead-exports";
import { loadAdmin } from "~/admin/ui/route-data";
import { newsletterContract } from "../../../common/contract/newsletter";
import { newsletterSubscriberQuerySchema } from "../../../common/newsletter";
import { SubscriberCounts, SubscriberFilters } from "./subscriber-filters";
import { SubscriberTable } from "./subscriber-table";
import type { Route } from "./+types/subscribers";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The filters live in the address (`?status=&language=`); an empty or unknown value is no filter.
  const search = [...new URL(request.url).searchParams].filter(([, value]) => value);
  const parsed = newsletterSubscriberQuerySchema.safeParse(Object.fromEntries(search));
  const filters = parsed.success ? parsed.data : {};
  const [subscribers, status, counts] = await Promise.all([
    loadAdmin(request, newsletterContract.listNewsletterSubscribers, {
      query: { status: filters.status, language: filters.language },
    }),
    loadAdmin(request, newsletterContract.newsletterStatus),
    loadAdmin(request, newsletterContract.countNewsletterSubscribers),
  ]);
  return { subscribers, status, counts, filters };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="subscribers.loadError" />;
}

/** Newsletter sign-ups, newest first, with a CSV for the mailing tool. */
export default function AdminSubscribers({
  loaderData: { subscribers, status, counts, filters },
}: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminTitle>{t("subscribers.title")}</AdminTitle>
      <AdminHeader title={t("subscribers.title")}>
        <span className="text-sm text-slate-500">{t("subscribers.count", { count: subscribers.length })}</span>
        <ExportCsvButton
          fileName="subscribers.csv"
          rows={subscribers}
          columns={leadCsvColumns.newsletterSubscribers(t)}
        />
      </AdminHeader>
      {!status.smtpConfigured && <NeedsSmtpNotice className="mb-4" />}
      <SubscriberCounts counts={counts} />
      <SubscriberFilters filters={filters} />
      {subscribers.length === 0 && (
        <EmptyState
          message={t(filters.status || filters.language ? "subscriberFilters.noMatch" : "subscribers.empty")}
        />
      )}
      {subscribers.length > 0 && <SubscriberTable subscribers={subscribers} />}
    </>
  );
}
