import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Redirect } from "../../../common/redirect";
import { DeleteRowButton, RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";

/** The redirects: from, to, how, who made them and how often they were followed. */
export function RedirectTable({
  redirects,
  onEdit,
  onDelete,
}: {
  redirects: Redirect[];
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={redirects}
      columns={[
        {
          header: t("redirects.columns.source"),
          cell: (redirect) => (
            <code className="break-all">
              {redirect.source}
              {redirect.match === "prefix" && "/…"}
            </code>
          ),
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        {
          header: t("redirects.columns.target"),
          cell: (redirect) => <code className="break-all">{redirect.target}</code>,
          cellClassName: "max-w-md text-slate-600 dark:text-slate-400",
        },
        { header: t("redirects.columns.status"), cell: (redirect) => redirect.status, className: "tabular-nums" },
        { header: t("redirects.columns.origin"), cell: (redirect) => t(`redirects.origins.${redirect.origin}`) },
        {
          header: t("redirects.columns.hits"),
          cell: (redirect) => redirect.hits,
          className: "text-right tabular-nums",
        },
        {
          header: t("redirects.columns.lastHit"),
          cell: (redirect) => (redirect.lastHitAt ? format.dateTime(redirect.lastHitAt) : "—"),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (redirect) => (
            <>
              <RowAction
                icon={Pencil}
                text={t("common.edit")}
                label={t("redirects.editNamed", { source: redirect.source })}
                onClick={() => onEdit(redirect)}
              />
              <DeleteRowButton
                label={t("redirects.deleteNamed", { source: redirect.source })}
                onClick={() => onDelete(redirect)}
              />
            </>
          ),
        },
      ]}
    />
  );
}
