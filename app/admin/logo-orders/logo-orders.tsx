import { useTranslation } from "react-i18next";
import { AdminRouteError } from "~/admin/ui/route-error";
import { runMutation } from "~/admin/ui/route-data";
import { LeadList, useOpenedLead } from "../leads/lead-list";
import { leadRequests, shouldRevalidateLeads } from "../leads/lead-requests";
import type { Route } from "./+types/logo-orders";
import { LogoOrderDetail } from "./logo-order-detail";
import { logoOrderCsvColumns, LogoOrderTable } from "./logo-order-table";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return leadRequests.logoOrders.load(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, leadRequests.logoOrders.change);
}

export const shouldRevalidate = shouldRevalidateLeads;

export function ErrorBoundary() {
  return <AdminRouteError loadError="logoOrders.loadError" />;
}

/**
 * The logo generator's orders and free downloads, newest first, worked as leads (status and
 * notes) like applications; one opens in full with the chosen logo. Visitors' text is text only.
 */
export default function AdminLogoOrders({ loaderData: { leads, counts, status } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const opened = useOpenedLead(leads);
  return (
    <LeadList
      screen="logoOrders"
      leads={leads}
      counts={counts}
      status={status}
      opened={opened}
      csvColumns={logoOrderCsvColumns(t)}
      table={<LogoOrderTable orders={leads} onOpen={opened.openLead} />}
      titleOf={(order) => order.name}
      detail={(order) => <LogoOrderDetail order={order} />}
    />
  );
}
