import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { LogoOrder } from "../../../common/logo";
import { LeadStatusBadge } from "../leads/lead-status";
import { LogoThumbnail, PaymentBadge } from "./logo-order-table";

/** One order in full, as text, with the chosen logo. */
export function LogoOrderDetail({ order }: { order: LogoOrder }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <div className="mt-4 space-y-4">
      <LogoThumbnail order={order} className="h-32 w-full" />
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("logoOrders.columns.email")}</dt>
        <dd className="[overflow-wrap:anywhere]">{order.email}</dd>
        <dt className="font-semibold">{t("logoOrders.columns.payment")}</dt>
        <dd>
          <PaymentBadge order={order} />
        </dd>
        <dt className="font-semibold">{t("logoOrders.columns.downloads")}</dt>
        <dd>
          {order.downloadedAt
            ? t("logoOrders.downloadedTimes", { count: order.downloads, date: format.dateTime(order.downloadedAt) })
            : t("logoOrders.notDownloaded")}
        </dd>
        <dt className="font-semibold">{t("logoOrders.columns.date")}</dt>
        <dd>{format.dateTime(order.createdAt)}</dd>
        <dt className="font-semibold">{t("leads.status.label")}</dt>
        <dd>
          <LeadStatusBadge status={order.status} />
        </dd>
        <dt className="font-semibold">{t("logoOrders.columns.description")}</dt>
        <dd className="whitespace-pre-wrap">{order.description}</dd>
      </dl>
    </div>
  );
}
