import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ExportCsvButton } from "~/components/admin/buttons";
import { AdminHeader, AdminTitle } from "~/components/admin/page-heading";
import { AdminRouteError } from "~/components/admin/route-error";
import { ContactMessageTable } from "~/components/admin/contact-message-table";
import { MessageDetail } from "~/components/admin/message-detail";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { adminFetch } from "~/features/admin/api";
import { leadCsvColumns } from "~/features/admin/lead-exports";
import { loadAdminData, runMutation, useMutation } from "~/features/admin/route-data";
import type { ContactMessage } from "../../../common/leads";
import type { Route } from "./+types/messages";

type ReadChange = { id: string; read: boolean };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<ContactMessage[]>(request, "/api/contact-messages");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, ({ id, read }: ReadChange) =>
    adminFetch<ContactMessage>(`/api/contact-messages/${encodeURIComponent(id)}`, { method: "PATCH", json: { read } }),
  );
}

// Opening a message only changes the address (?open=): the list in hand is still right.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="messages.loadError" />;
}

/** The inbox of contact messages: newest first, unread marked, opening one marks it read. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [searchParams, setSearchParams] = useSearchParams();
  const marking = useMutation<ReadChange, ContactMessage>({
    onFailure: (message) => toast.error(message ?? t("messages.markError")),
  });
  // The change on its way shows at once; a refused one is undone by the list loaded again.
  const data = loaderData.map((message) =>
    message._id === marking.pending?.id ? { ...message, read: marking.pending.read } : message,
  );
  const openId = searchParams.get("open");
  const open = data.find((message) => message._id === openId);
  const setRead = (message: ContactMessage, read: boolean) => void marking.submit({ id: message._id, read });

  // Opening a message (here or from the notifications) marks it read, once per message opened.
  const openUnreadId = open && !open.read ? open._id : undefined;
  const markRead = useEffectEvent((id: string) => void marking.submit({ id, read: true }));
  useEffect(() => {
    if (openUnreadId) markRead(openUnreadId);
  }, [openUnreadId]);

  const openMessage = (id?: string) =>
    setSearchParams(
      (params) => {
        if (id) params.set("open", id);
        else params.delete("open");
        return params;
      },
      { replace: true },
    );

  const unreadCount = data.filter((message) => !message.read).length;

  return (
    <>
      <AdminTitle>{t("messages.title")}</AdminTitle>
      <AdminHeader title={t("messages.title")}>
        <span className="text-sm text-slate-500">{t("messages.unreadCount", { count: unreadCount })}</span>
        <ExportCsvButton fileName="messages.csv" rows={data} columns={leadCsvColumns.contactMessages(t)} />
      </AdminHeader>
      {data.length === 0 && <EmptyState message={t("messages.empty")} />}
      {data.length > 0 && <ContactMessageTable messages={data} onOpen={openMessage} />}
      <Modal
        open={open !== undefined}
        title={open?.subject ?? ""}
        closeLabel={t("common.close")}
        onClose={() => openMessage()}
        className="max-w-2xl"
      >
        {open && (
          <MessageDetail
            message={open}
            onMarkUnread={() => {
              setRead(open, false);
              openMessage();
            }}
          />
        )}
      </Modal>
    </>
  );
}
