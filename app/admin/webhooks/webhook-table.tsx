import { useTranslation } from "react-i18next";
import type { Webhook } from "../../../common/webhooks";
import { DeleteRowButton } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";

/** The addresses events are sent to: where, which events, since when. */
export function WebhookTable({ webhooks, onDelete }: { webhooks: Webhook[]; onDelete: (webhook: Webhook) => void }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={webhooks}
      columns={[
        {
          header: t("webhooks.columns.url"),
          cell: (webhook) => <code className="break-all">{webhook.url}</code>,
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        {
          header: t("webhooks.columns.events"),
          cell: (webhook) => webhook.events.map((event) => t(`webhooks.events.${event}`)).join(", "),
        },
        {
          header: t("webhooks.columns.created"),
          cell: (webhook) => format.dateTime(webhook.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (webhook) => (
            <DeleteRowButton
              label={t("webhooks.deleteNamed", { url: webhook.url })}
              onClick={() => onDelete(webhook)}
            />
          ),
        },
      ]}
    />
  );
}
