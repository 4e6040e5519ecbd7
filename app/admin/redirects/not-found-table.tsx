import { CornerUpRight, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { NotFoundPath } from "../../../common/redirect";
import { RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";

/** The 404 log, most requested first; each path becomes a redirect in one click, or leaves the log. */
export function NotFoundTable({
  paths,
  onRedirect,
  onForget,
}: {
  paths: NotFoundPath[];
  onRedirect: (entry: NotFoundPath) => void;
  onForget: (entry: NotFoundPath) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={paths}
      columns={[
        {
          header: t("redirects.notFound.columns.path"),
          cell: (entry) => <code className="break-all">{entry.path}</code>,
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        {
          header: t("redirects.notFound.columns.count"),
          cell: (entry) => entry.count,
          className: "text-right tabular-nums",
        },
        {
          header: t("redirects.notFound.columns.lastSeen"),
          cell: (entry) => format.dateTime(entry.lastSeenAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (entry) => (
            <>
              <RowAction
                icon={CornerUpRight}
                text={t("redirects.notFound.redirect")}
                label={t("redirects.notFound.redirectNamed", { path: entry.path })}
                onClick={() => onRedirect(entry)}
              />
              <RowAction
                icon={X}
                text={t("redirects.notFound.forget")}
                label={t("redirects.notFound.forgetNamed", { path: entry.path })}
                onClick={() => onForget(entry)}
              />
            </>
          ),
        },
      ]}
    />
  );
}
