import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { FormAlert } from "~/admin/ui/form-controls";
import { adminCall, errorMessage } from "~/admin/ui/api";
import { NeedsSmtpNotice } from "~/admin/ui/needs-smtp-notice";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdmin } from "~/admin/ui/route-data";
import { EmptyState } from "~/components/ui/empty-state";
import { newsletterContract } from "../../../common/contract/newsletter";
import type { NewsletterSend } from "../../../common/newsletter";
import { sendInProgress, usePoll } from "~/admin/ui/newsletter-progress";
import { NewsletterSendTable } from "./newsletter-send-table";
import type { Route } from "./+types/newsletters";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [sends, status] = await Promise.all([
    loadAdmin(request, newsletterContract.listNewsletters),
    loadAdmin(request, newsletterContract.newsletterStatus),
  ]);
  return { sends, status };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="newsletterSends.loadError" />;
}

/** /admin/newsletters: every send, newest first, its progress live while it runs, and cancel for scheduled ones. */
export default function AdminNewsletters({ loaderData: { sends, status } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
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
      await adminCall(newsletterContract.cancelNewsletter, { params: { id: send._id } });
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
      {!status.smtpConfigured && <NeedsSmtpNotice className="mb-4" />}
      {failure && <FormAlert message={failure} />}
      {sends.length === 0 && <EmptyState message={t("newsletterSends.empty")} />}
      {sends.length > 0 && (
        <NewsletterSendTable sends={sends} cancelling={cancelling} onCancel={(send) => void cancel(send)} />
      )}
    </>
  );
}
