import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { describeActivity } from "./activity-text";
import type { ActivityEntry } from "../../../common/dashboard";

/** Lines of the activity log: who did what (and what an edit changed), and when. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const { t, i18n } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <ol className="space-y-3">
      {entries.map((event) => (
        <li key={event._id} className="text-sm break-words">
          <p>{describeActivity(event, t, i18n.language)}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{format.dateTime(event.createdAt)}</p>
        </li>
      ))}
    </ol>
  );
}
