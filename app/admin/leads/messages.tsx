import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { ContactMessageTable } from "./contact-message-table";
import { LeadStatusFilter } from "./lead-status";
import { LeadWorkForm } from "./lead-work-form";
import { MessageDetail } from "./contact-message-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { leadCsvColumns } from "./lead-exports";
import { changeLead, type LeadChangeRequest, loadLeads, shouldRevalidateLeads, useOpenLead } from "./lead-requests";
import { runMutation, useMutation } from "~/admin/ui/route-data";
import type { ContactMessage } from "../../../common/leads";
import type { Route } from "./+types/messages";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadLeads<ContactMessage, "contactMessages">(request, "contactMessages");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, (change: LeadChangeRequest) => changeLead<ContactMessage>("contactMessages", change));
}

export const shouldRevalidate = shouldRevalidateLeads;

export function ErrorBoundary() {
  return <AdminRouteError loadError="messages.loadError" />;
}

/**
 * The inbox of contact messages: newest first, filtered by status, unread marked; opening
 * one marks it read and shows its status and notes.
 */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { counts, status } = loaderData;
  const marking = useMutation<LeadChangeRequest, ContactMessage>({
    onFailure: (message) => toast.error(message ?? t("messages.markError")),
  });
  // The change on its way shows at once; a refused one is undone by the list loaded again.
  const pendingRead = marking.pending;
  const data = loaderData.leads.map((message) =>
    message._id === pendingRead?.id && pendingRead.read !== undefined
      ? { ...message, read: pendingRead.read }
      : message,
  );
  const [openId, openMessage] = useOpenLead();
  // A message saved into another status leaves a filtered list: it stays open as saved.
  const [saved, setSaved] = useState<ContactMessage>();
  const open = data.find((message) => message._id === openId) ?? (saved?._id === openId ? saved : undefined);
  const setRead = (message: ContactMessage, read: boolean) => void marking.submit({ id: message._id, read });

  // Opening a message (here or from the notifications) marks it read, once per message opened.
  const openUnreadId = open && !open.read ? open._id : undefined;
  const markRead = useEffectEvent((id: string) => void marking.submit({ id, read: true }));
  useEffect(() => {
    if (openUnreadId) markRead(openUnreadId);
  }, [openUnreadId]);

  return (
    <>
      <AdminTitle>{t("messages.title")}</AdminTitle>
      <AdminHeader title={t("messages.title")}>
        <span className="text-sm text-slate-500">{t("messages.unreadCount", { count: counts.unread })}</span>
        <ExportCsvButton fileName="messages.csv" rows={data} columns={leadCsvColumns.contactMessages(t)} />
      </AdminHeader>
      <LeadStatusFilter counts={counts} current={status} />
      {data.length === 0 && <EmptyState message={t(status ? "leads.emptyFiltered" : "messages.empty")} />}
      {data.length > 0 && <ContactMessageTable messages={data} onOpen={openMessage} />}
      <Modal
        open={open !== undefined}
        title={open?.subject ?? ""}
        closeLabel={t("common.close")}
        onClose={() => openMessage()}
        className="max-w-2xl"
      >
        {open && (
          <>
            <MessageDetail
              message={open}
              onMarkUnread={() => {
                setRead(open, false);
                openMessage();
              }}
            />
            <LeadWorkForm key={open._id} lead={open} onSaved={setSaved} />
          </>
        )}
      </Modal>
    </>
  );
}
