import { useTranslation } from "react-i18next";
import { DataTable } from "~/admin/ui/data-table";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { languageName } from "../../../common/i18n/languages";
import type { NewsletterSubscriber } from "../../../common/newsletter";
import { LeadOriginList } from "./lead-story";

/** Subscribers with their language, state, where they signed up and when. */
export function SubscriberTable({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={subscribers}
      columns={[
        { header: t("subscribers.columns.email"), cell: (subscriber) => subscriber.email },
        { header: t("newsletters.subscribers.language"), cell: (subscriber) => languageName(subscriber.language) },
        {
          header: t("newsletters.subscribers.status"),
          cell: (subscriber) => t(`newsletters.subscribers.statuses.${subscriber.status}`),
        },
        {
          header: t("newsletters.subscribers.source"),
          cell: (subscriber) => <SubscriberOrigin subscriber={subscriber} />,
        },
        {
          header: t("subscribers.columns.date"),
          cell: (subscriber) => format.dateTime(subscriber.createdAt),
          className: "whitespace-nowrap",
        },
      ]}
    />
  );
}

/** The page a subscriber signed up on, opening to the whole story of the visit (as the other leads show it). */
function SubscriberOrigin({ subscriber: { origin } }: { subscriber: NewsletterSubscriber }) {
  const { t } = useTranslation("admin");
  const summary = origin ? [origin.formPage, origin.campaign].filter(Boolean).join(" · ") : "";
  return (
    <details className="min-w-40">
      <summary className="cursor-pointer text-slate-700 dark:text-slate-200">{summary || t("leadStory.title")}</summary>
      <div className="mt-2">
        <LeadOriginList origin={origin} />
      </div>
    </details>
  );
}
