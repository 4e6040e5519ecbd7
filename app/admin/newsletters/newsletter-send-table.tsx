import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { SendProgress } from "~/admin/ui/newsletter-progress";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { languageName } from "../../../common/i18n/languages";
import type { NewsletterSend } from "../../../common/newsletter";

/** Every send with its post, date, counts and progress; a scheduled one has its cancel button. */
export function NewsletterSendTable({
  sends,
  cancelling,
  onCancel,
}: {
  sends: NewsletterSend[];
  /** The send being called off, its button disabled meanwhile. */
  cancelling: string | undefined;
  onCancel: (send: NewsletterSend) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={sends}
      columns={[
        {
          header: t("newsletterSends.columns.post"),
          card: "title",
          cell: (send) => (
            <Link
              to={`/admin/posts/edit/${encodeURIComponent(send.postId)}`}
              className="font-semibold text-brand-600 hover:underline dark:text-brand-100"
            >
              {send.postTitle}
            </Link>
          ),
        },
        {
          header: t("newsletterSends.columns.date"),
          cell: (send) => format.dateTime(send.startedAt ?? send.scheduledAt),
          className: "whitespace-nowrap",
        },
        { header: t("newsletters.subscribers.language"), cell: (send) => languageName(send.language) },
        { header: t("newsletterSends.columns.recipients"), cell: (send) => send.recipients },
        { header: t("newsletterSends.columns.delivered"), cell: (send) => send.sent },
        { header: t("newsletterSends.columns.failed"), cell: (send) => send.failed },
        { header: t("newsletterSends.columns.unsubscribes"), cell: (send) => send.unsubscribes },
        { header: t("newsletters.subscribers.status"), cell: (send) => <SendProgress send={send} /> },
        {
          header: <span className="sr-only">{t("newsletterSends.columns.actions")}</span>,
          card: "actions",
          cell: (send) =>
            send.status === "scheduled" ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={cancelling === send._id}
                onClick={() => onCancel(send)}
              >
                {t("newsletterSends.cancel")}
              </button>
            ) : null,
        },
      ]}
    />
  );
}
