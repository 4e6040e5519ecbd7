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
import { languageName } from "../../../common/i18n/languages";
import {
  type NewsletterStatus,
  type NewsletterSubscriberCounts,
  newsletterSubscriberQuerySchema,
} from "../../../common/newsletter";
import { SubscriberCounts, SubscriberFilters } from "./subscriber-filters";
import { LeadOriginList } from "./lead-story";
import type { Route } from "./+types/subscribers";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The filters live in the address (`?status=&language=`); an empty or unknown value is no filter.
  const search = [...new URL(request.url).searchParams].filter(([, value]) => value);
  const parsed = newsletterSubscriberQuerySchema.safeParse(Object.fromEntries(search));
  const filters = parsed.success ? parsed.data : {};
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.language) query.set("language", filters.language);
  const [subscribers, status, counts] = await Promise.all([
    loadAdminData<NewsletterSubscriber[]>(request, `/api/newsletter-subscribers${query.size ? `?${query}` : ""}`),
    loadAdminData<NewsletterStatus>(request, "/api/newsletters/status"),
    loadAdminData<NewsletterSubscriberCounts>(request, "/api/newsletter-subscribers/counts"),
  ]);
  return { subscribers, status, counts, filters };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="subscribers.loadError" />;
}

/** Newsletter sign-ups, newest first, with a CSV for the mailing tool. */
export default function AdminSubscribers({
  loaderData: { subscribers: data, status, counts, filters },
}: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();

  return (
    <>
      <AdminTitle>{t("subscribers.title")}</AdminTitle>
      <AdminHeader title={t("subscribers.title")}>
        <span className="text-sm text-slate-500">{t("subscribers.count", { count: data.length })}</span>
        <ExportCsvButton fileName="subscribers.csv" rows={data} columns={leadCsvColumns.newsletterSubscribers(t)} />
      </AdminHeader>
      {!status.smtpConfigured && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("newsletters.needsSmtp")}
        </p>
      )}
      <SubscriberCounts counts={counts} />
      <SubscriberFilters filters={filters} />
      {data.length === 0 && (
        <EmptyState
          message={t(filters.status || filters.language ? "subscriberFilters.noMatch" : "subscribers.empty")}
        />
      )}
      {data.length > 0 && (
        <DataTable
          rows={data}
          columns={[
            { header: t("subscribers.columns.email"), cell: (subscriber) => subscriber.email },
            { header: t("newsletters.subscribers.language"), cell: (subscriber) => languageName(subscriber.language) },
            {
              header: t("newsletters.subscribers.status"),
              cell: (subscriber) => t(`newsletters.subscribers.statuses.${subscriber.status}`),
            },
            {
              header: t("newsletters.subscribers.source"),
              cell: (subscriber) => <SubscriberOrigin subscriber={subscriber} />,
            },
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

/** The page a subscriber signed up on, opening to the whole story of the visit (as the other leads show it). */
function SubscriberOrigin({ subscriber: { origin } }: { subscriber: NewsletterSubscriber }) {
  const { t } = useTranslation("admin");
  const summary = origin ? [origin.formPage, origin.campaign].filter(Boolean).join(" · ") : "";
  return (
    <details className="min-w-40">
      <summary className="cursor-pointer text-slate-700 dark:text-slate-200">{summary || t("leadStory.title")}</summary>
      <div className="mt-2">
        <LeadOriginList origin={origin} />
      </div>
    </details>
  );
}
