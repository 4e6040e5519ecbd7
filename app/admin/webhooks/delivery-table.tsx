import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OutboxStatus, WebhookDelivery } from "../../../common/webhooks";
import { RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";

const statusStyles: Record<OutboxStatus, string> = {
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  sent: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

/** The latest deliveries: what went where, how it went, and "Send again" for a failed one. */
export function DeliveryTable({
  deliveries,
  retrying,
  onRetry,
}: {
  deliveries: WebhookDelivery[];
  /** The delivery being queued again, if any. */
  retrying: string | undefined;
  onRetry: (delivery: WebhookDelivery) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={deliveries}
      rowProps={(delivery) => ({ "data-delivery-status": delivery.status })}
      columns={[
        {
          header: t("webhooks.deliveries.event"),
          cell: (delivery) => (
            <>
              {t(`webhooks.events.${delivery.event}`)}
              <code className="block text-xs break-all text-slate-500">{delivery.url}</code>
            </>
          ),
          card: "title",
        },
        {
          header: t("webhooks.deliveries.status"),
          cell: (delivery) => (
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyles[delivery.status]}`}>
              {t(`webhooks.statuses.${delivery.status}`)}
            </span>
          ),
        },
        {
          header: t("webhooks.deliveries.attempts"),
          cell: (delivery) => delivery.attempts,
          className: "text-right tabular-nums",
        },
        {
          header: t("webhooks.deliveries.lastError"),
          cell: (delivery) => delivery.lastError || "—",
          cellClassName: "max-w-xs break-words text-slate-600 dark:text-slate-400",
        },
        {
          header: t("webhooks.deliveries.nextAttempt"),
          cell: (delivery) => (delivery.status === "pending" ? format.dateTime(delivery.nextAttemptAt) : "—"),
          className: "whitespace-nowrap",
        },
        {
          header: t("webhooks.deliveries.created"),
          cell: (delivery) => format.dateTime(delivery.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (delivery) =>
            delivery.status === "failed" ? (
              <RowAction
                icon={RotateCw}
                text={t("webhooks.deliveries.retry")}
                label={t("webhooks.deliveries.retryNamed", { url: delivery.url })}
                onClick={() => onRetry(delivery)}
                disabled={retrying !== undefined}
              />
            ) : null,
        },
      ]}
    />
  );
}
