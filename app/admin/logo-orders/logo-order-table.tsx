import type { TFunction } from "i18next";
import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RowAction } from "~/admin/ui/buttons";
import type { CsvColumn } from "~/admin/ui/csv";
import { originColumns } from "~/admin/ui/lead-origin-columns";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { LogoOrder } from "../../../common/logo";
import { LeadStatusBadge } from "../leads/lead-status";
import { textPreview } from "../leads/lead-requests";

/** The chosen logo, small: an image of the SVG the server drew (as an image, it runs nothing). */
export function LogoThumbnail({ order, className }: { order: LogoOrder; className: string }) {
  const { t } = useTranslation("admin");
  return (
    <img
      src={order.thumbnail}
      alt={t("logoOrders.logoOf", { name: order.name })}
      className={`rounded border border-slate-200 bg-white object-contain p-1 dark:border-slate-700 ${className}`}
    />
  );
}

/** Paid, free, or why not: the payment as staff read it. */
export function PaymentBadge({ order }: { order: LogoOrder }) {
  const { t } = useTranslation("admin");
  const tone = order.paid
    ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {t(`logoOrders.payment.${order.paymentStatus}`)}
    </span>
  );
}

export const logoOrderCsvColumns = (t: TFunction<"admin">): CsvColumn<LogoOrder>[] => [
  { header: t("logoOrders.columns.business"), value: (row) => row.name },
  { header: t("logoOrders.columns.email"), value: (row) => row.email },
  { header: t("logoOrders.columns.description"), value: (row) => row.description },
  { header: t("logoOrders.columns.payment"), value: (row) => t(`logoOrders.payment.${row.paymentStatus}`) },
  { header: t("logoOrders.columns.downloads"), value: (row) => String(row.downloads) },
  { header: t("leads.status.label"), value: (row) => t(`leads.status.${row.status}`) },
  { header: t("leads.notes"), value: (row) => row.notes },
  { header: t("logoOrders.columns.date"), value: (row) => row.createdAt },
  ...originColumns<LogoOrder>(t),
];

/** The orders' rows: the logo, the business and its email, paid or not, downloaded or not, when. */
export function LogoOrderTable({ orders, onOpen }: { orders: LogoOrder[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={orders}
      columns={[
        {
          header: t("logoOrders.columns.logo"),
          cell: (order) => <LogoThumbnail order={order} className="h-10 w-20" />,
        },
        {
          header: t("logoOrders.columns.business"),
          cell: (order) => order.name,
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        { header: t("leads.status.label"), cell: (order) => <LeadStatusBadge status={order.status} /> },
        {
          header: t("logoOrders.columns.email"),
          cell: (order) => (
            <a href={`mailto:${order.email}`} className="text-brand-600 hover:underline dark:text-brand-100">
              {order.email}
            </a>
          ),
        },
        { header: t("logoOrders.columns.description"), cell: (order) => textPreview(order.description, 60) },
        { header: t("logoOrders.columns.payment"), cell: (order) => <PaymentBadge order={order} /> },
        {
          header: t("logoOrders.columns.downloads"),
          cell: (order) => (order.downloads > 0 ? t("logoOrders.downloaded") : t("logoOrders.notDownloaded")),
          className: "whitespace-nowrap",
        },
        {
          header: t("logoOrders.columns.date"),
          cell: (order) => format.dateTime(order.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right",
          card: "actions",
          cell: (order) => (
            <RowAction
              icon={Eye}
              text={t("common.view")}
              label={t("logoOrders.viewNamed", { name: order.name })}
              onClick={() => onOpen(order._id)}
            />
          ),
        },
      ]}
    />
  );
}
