import { Mail, MailOpen } from "lucide-react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Modal } from "~/components/admin/dialog";
import { AdminTitle, buttonStyles, EmptyState, ErrorPanel, ExportCsvButton, LoadingState, PageHeader, tableStyles, useFormatDate } from "~/components/admin/ui";
import { adminFetch, errorMessage } from "~/features/admin/api";
import { downloadCsv, toCsv } from "~/features/admin/csv";
import { useAdminData } from "~/features/admin/use-admin-data";

interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

/** The inbox of contact messages: newest first, unread marked, opening one marks it read. */
export default function AdminMessages() {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const { data, loading, error, reload, update } = useAdminData<ContactMessage[]>("/api/contact-messages");
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get("open");
  const open = data?.find((message) => message._id === openId);

  async function setRead(message: ContactMessage, read: boolean) {
    update((list) => list.map((item) => (item._id === message._id ? { ...item, read } : item)));
    try {
      await adminFetch(`/api/contact-messages/${message._id}`, { method: "PATCH", json: { read } });
    } catch (failure) {
      update((list) => list.map((item) => (item._id === message._id ? { ...item, read: message.read } : item)));
      toast.error(errorMessage(failure, t("messages.markError")));
    }
  }

  // Opening a message (here or from the notifications) marks it read.
  useEffect(() => {
    if (open && !open.read) void setRead(open, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened message
  }, [open?._id]);

  const openMessage = (id?: string) =>
    setSearchParams(
      (params) => {
        if (id) params.set("open", id);
        else params.delete("open");
        return params;
      },
      { replace: true },
    );

  function exportCsv() {
    downloadCsv(
      "messages.csv",
      toCsv(data ?? [], [
        { header: t("messages.columns.name"), value: (row) => row.name },
        { header: t("messages.columns.email"), value: (row) => row.email },
        { header: t("messages.columns.subject"), value: (row) => row.subject },
        { header: t("messages.columns.message"), value: (row) => row.message },
        { header: t("messages.columns.read"), value: (row) => t(row.read ? "messages.read" : "messages.unread") },
        { header: t("messages.columns.date"), value: (row) => row.createdAt },
      ]),
    );
  }

  const unreadCount = data?.filter((message) => !message.read).length ?? 0;

  return (
    <>
      <AdminTitle>{t("messages.title")}</AdminTitle>
      <PageHeader title={t("messages.title")}>
        {data && <span className="text-sm text-slate-500">{t("messages.unreadCount", { count: unreadCount })}</span>}
        <ExportCsvButton onClick={exportCsv} disabled={!data?.length} />
      </PageHeader>
      {loading && <LoadingState />}
      {error != null && <ErrorPanel message={errorMessage(error, t("messages.loadError"))} onRetry={reload} />}
      {data && data.length === 0 && <EmptyState text={t("messages.empty")} />}
      {data && data.length > 0 && (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={tableStyles.th}><span className="sr-only">{t("messages.columns.read")}</span></th>
                <th scope="col" className={tableStyles.th}>{t("messages.columns.name")}</th>
                <th scope="col" className={tableStyles.th}>{t("messages.columns.subject")}</th>
                <th scope="col" className={tableStyles.th}>{t("messages.columns.date")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((message) => (
                <tr key={message._id} data-unread={!message.read} className={message.read ? "" : "bg-brand-50/60 font-semibold dark:bg-brand-900/20"}>
                  <td className={`${tableStyles.td} w-8`}>
                    {message.read ? (
                      <MailOpen aria-label={t("messages.read")} className="h-4 w-4 text-slate-400" />
                    ) : (
                      <Mail aria-label={t("messages.unread")} className="h-4 w-4 text-brand-600" />
                    )}
                  </td>
                  <td className={tableStyles.td}>
                    <span className="block">{message.name}</span>
                    <span className="block text-xs font-normal text-slate-500">{message.email}</span>
                  </td>
                  <td className={tableStyles.td}>
                    <button type="button" onClick={() => openMessage(message._id)} className="text-left hover:text-brand-600 hover:underline">
                      {message.subject}
                    </button>
                  </td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{format.dateTime(message.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={open !== undefined} title={open?.subject ?? ""} onClose={() => openMessage()} size="lg">
        {open && (
          <div className="space-y-4 text-sm">
            <p>
              <span className="font-semibold">{open.name}</span>{" "}
              <a href={`mailto:${open.email}`} className="text-brand-600 hover:underline dark:text-brand-100">&lt;{open.email}&gt;</a>
              <span className="block text-slate-500">{format.dateTime(open.createdAt)}</span>
            </p>
            <p className="whitespace-pre-wrap">{open.message}</p>
            <div className="flex justify-end gap-3">
              <button
                type="button"
                onClick={() => {
                  void setRead(open, false);
                  openMessage();
                }}
                className={buttonStyles.secondary}
              >
                {t("messages.markUnread")}
              </button>
              <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`} className={buttonStyles.primary}>
                {t("messages.reply")}
              </a>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
