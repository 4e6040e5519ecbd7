import { useTranslation } from "react-i18next";
import { AdminRouteError } from "~/admin/ui/route-error";
import { runMutation } from "~/admin/ui/route-data";
import type { Route } from "./+types/applications";
import { ApplicationDetail } from "./application-detail";
import { ApplicationTable } from "./application-table";
import { leadCsvColumns } from "./lead-exports";
import { LeadList, useOpenedLead } from "./lead-list";
import { leadRequests, shouldRevalidateLeads } from "./lead-requests";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return leadRequests.applications.load(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, leadRequests.applications.change);
}

export const shouldRevalidate = shouldRevalidateLeads;

export function ErrorBoundary() {
  return <AdminRouteError loadError="applications.loadError" />;
}

/**
 * Business applications from /muraciet, newest first, filtered by status; one opens in full
 * with its status and notes. Visitors' text is shown as text only.
 */
export default function AdminApplications({ loaderData: { leads, counts, status } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const opened = useOpenedLead(leads);
  return (
    <LeadList
      screen="applications"
      leads={leads}
      counts={counts}
      status={status}
      opened={opened}
      csvColumns={leadCsvColumns.applications(t)}
      table={<ApplicationTable applications={leads} onOpen={opened.openLead} />}
      titleOf={(application) => application.name}
      detail={(application) => <ApplicationDetail application={application} />}
    />
  );
}
