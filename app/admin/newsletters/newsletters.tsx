import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { FormAlert } from "~/admin/ui/form-controls";
import { adminFetch, errorMessage } from "~/admin/ui/api";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdminData } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { EmptyState } from "~/components/ui/empty-state";
import { languageName } from "../../../common/i18n/languages";
import type { NewsletterSend, NewsletterStatus } from "../../../common/newsletter";
import { SendProgress, sendInProgress, usePoll } from "~/admin/ui/newsletter-progress";
import type { Route } from "./+types/newsletters";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [sends, status] = await Promise.all([
    loadAdminData<NewsletterSend[]>(request, "/api/newsletters"),
    loadAdminData<NewsletterStatus>(request, "/api/newsletters/status"),
  ]);
  return { sends, status };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="newsletterSends.loadError" />;
}

/** /admin/newsletters: every send, newest first, its progress live while it runs, and cancel for scheduled ones. */
export default function AdminNewsletters({ loaderData: { sends, status } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string>();
  const [cancelling, setCancelling] = useState<string>();
  const refresh = useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  }, [revalidator]);
  usePoll(sends.some(sendInProgress), refresh);

  async function cancel(send: NewsletterSend) {
    setCancelling(send._id);
    setFailure(undefined);
    try {
      await adminFetch(`/api/newsletters/${encodeURIComponent(send._id)}/cancel`, { method: "POST" });
    } catch (error) {
      setFailure(errorMessage(error, t("newsletterSends.cancelFailed")));
    }
    setCancelling(undefined);
    await revalidator.revalidate();
  }

  return (
    <>
      <AdminTitle>{t("newsletterSends.title")}</AdminTitle>
      <AdminHeader title={t("newsletterSends.title")}>
        <Link to="/admin/subscribers" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("nav.subscribers")}
        </Link>
      </AdminHeader>
      {!status.smtpConfigured && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t("newsletters.needsSmtp")}
        </p>
      )}
      {failure && <FormAlert message={failure} />}
      {sends.length === 0 && <EmptyState message={t("newsletterSends.empty")} />}
      {sends.length > 0 && (
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
                    onClick={() => void cancel(send)}
                  >
                    {t("newsletterSends.cancel")}
                  </button>
                ) : null,
            },
          ]}
        />
      )}
    </>
  );
}
