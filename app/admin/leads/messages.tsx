import { useTranslation } from "react-i18next";
import { AdminRouteError } from "~/admin/ui/route-error";
import { runMutation } from "~/admin/ui/route-data";
import type { Route } from "./+types/messages";
import { ContactMessageDetail } from "./contact-message-detail";
import { useContactMessageRead, useMarkOpenedRead } from "./contact-message-read";
import { ContactMessageTable } from "./contact-message-table";
import { leadCsvColumns } from "./lead-exports";
import { LeadList, useOpenedLead } from "./lead-list";
import { leadRequests, shouldRevalidateLeads } from "./lead-requests";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return leadRequests.contactMessages.load(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, leadRequests.contactMessages.change);
}

export const shouldRevalidate = shouldRevalidateLeads;

export function ErrorBoundary() {
  return <AdminRouteError loadError="messages.loadError" />;
}

/**
 * The contact messages: newest first, filtered by status, unread marked; opening one marks
 * it read and shows its status and notes.
 */
export default function AdminContactMessages({ loaderData: { leads, counts, status } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { messages, setRead } = useContactMessageRead(leads);
  const opened = useOpenedLead(messages);
  useMarkOpenedRead(opened.open, setRead);
  return (
    <LeadList
      screen="messages"
      leads={messages}
      counts={counts}
      status={status}
      opened={opened}
      csvColumns={leadCsvColumns.contactMessages(t)}
      headerNote={<span className="text-sm text-slate-500">{t("messages.unreadCount", { count: counts.unread })}</span>}
      table={<ContactMessageTable messages={messages} onOpen={opened.openLead} />}
      titleOf={(message) => message.subject}
      detail={(message) => (
        <ContactMessageDetail
          message={message}
          onMarkUnread={() => {
            setRead(message._id, false);
            opened.openLead();
          }}
        />
      )}
    />
  );
}
