import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { ActivityEntry } from "../../../common/dashboard";

/** Lines of the activity log: who did what, and when. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <ol className="space-y-3">
      {entries.map((event) => (
        <li key={event._id} className="text-sm break-words">
          <p>
            {t(`dashboard.events.${event.kind}`, {
              title: event.title,
              actor: event.actor?.name ?? t("dashboard.someone"),
            })}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{format.dateTime(event.createdAt)}</p>
        </li>
      ))}
    </ol>
  );
}
