import { Mail, MailOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { textPreview } from "./lead-requests";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { ContactMessage } from "../../../common/leads";
import { DataTable } from "~/admin/ui/data-table";
import { LeadStatusBadge } from "./lead-status";

/** The contact messages' rows: unread ones stand out; a subject, with the message's start under it, opens it. */
export function ContactMessageTable({
  messages,
  onOpen,
}: {
  messages: ContactMessage[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={messages}
      rowProps={(message) => ({
        "data-unread": !message.read,
        className: message.read ? "" : "bg-brand-50/60 font-semibold dark:bg-brand-900/20",
      })}
      columns={[
        {
          header: <span className="sr-only">{t("messages.columns.read")}</span>,
          className: "w-8",
          cell: (message) =>
            message.read ? (
              <MailOpen aria-label={t("messages.read")} className="h-4 w-4 text-slate-400" />
            ) : (
              <Mail aria-label={t("messages.unread")} className="h-4 w-4 text-brand-600" />
            ),
        },
        {
          header: t("messages.columns.name"),
          cell: (message) => (
            <>
              <span className="block">{message.name}</span>
              <span className="block text-xs font-normal text-slate-500">{message.email}</span>
            </>
          ),
        },
        {
          header: t("messages.columns.subject"),
          card: "title",
          cell: (message) => (
            <>
              <button
                type="button"
                onClick={() => onOpen(message._id)}
                className="text-left hover:text-brand-600 hover:underline"
              >
                {message.subject}
              </button>
              <span
                data-preview
                className="block max-w-full truncate text-xs font-normal text-slate-500 md:max-w-md dark:text-slate-400"
              >
                {textPreview(message.message)}
              </span>
            </>
          ),
        },
        {
          header: t("leads.status.label"),
          cell: (message) => <LeadStatusBadge status={message.status} />,
        },
        {
          header: t("messages.columns.date"),
          cell: (message) => format.dateTime(message.createdAt),
          className: "whitespace-nowrap",
        },
      ]}
    />
  );
}
