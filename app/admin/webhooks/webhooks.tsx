import { Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { webhookContract } from "../../../common/contract/webhooks";
import type { Webhook } from "../../../common/webhooks";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdmin, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { SecretReveal } from "~/admin/ui/secret-reveal";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { DeliveryTable } from "./delivery-table";
import { WebhookForm } from "./webhook-form";
import { changeWebhook, type WebhookChange } from "./webhook-requests";
import { WebhookTable } from "./webhook-table";
import type { Route } from "./+types/webhooks";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [webhooks, deliveries] = await Promise.all([
    loadAdmin(request, webhookContract.listWebhooks),
    loadAdmin(request, webhookContract.listWebhookDeliveries),
  ]);
  return { webhooks, deliveries };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeWebhook);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="webhooks.loadError" />;
}

/** Outgoing webhooks (decision 051): the addresses, adding and removing one, and the latest deliveries. */
export default function AdminWebhooks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { webhooks, deliveries } = loaderData;
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  // The new address's secret, shown once after it is added.
  const [created, setCreated] = useState<Webhook>();
  const deleting = useMutation<WebhookChange, unknown>({
    onDone: () => toast.success(t("webhooks.deleted")),
    onFailure: (message) => toast.error(message ?? t("webhooks.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Webhook>(deleting);
  const retrying = useMutation<WebhookChange, unknown>({
    onDone: () => toast.success(t("webhooks.deliveries.retried")),
    onFailure: (message) => toast.error(message ?? t("webhooks.deliveries.retryError")),
  });
  const retryingId = retrying.pending?.intent === "retry" ? retrying.pending.id : undefined;

  return (
    <>
      <AdminTitle>{t("webhooks.title")}</AdminTitle>
      <AdminHeader title={t("webhooks.title")}>
        <button type="button" onClick={() => setAdding(true)} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("webhooks.addNew")}
        </button>
      </AdminHeader>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t("webhooks.intro")}</p>
      {webhooks.length === 0 ? (
        <EmptyState message={t("webhooks.empty")} />
      ) : (
        <WebhookTable webhooks={webhooks} onDelete={confirmDelete.ask} />
      )}

      <section aria-labelledby="deliveries-heading" className="mt-10">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id="deliveries-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("webhooks.deliveries.title")}
          </h2>
          <button
            type="button"
            disabled={revalidator.state !== "idle"}
            onClick={() => void revalidator.revalidate()}
            className={buttonStyles.secondary}
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t("webhooks.deliveries.refresh")}
          </button>
        </div>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t("webhooks.deliveries.intro")}</p>
        {deliveries.length === 0 ? (
          <EmptyState message={t("webhooks.deliveries.empty")} />
        ) : (
          <DeliveryTable
            deliveries={deliveries}
            retrying={retryingId}
            onRetry={(delivery) => void retrying.submit({ intent: "retry", id: delivery._id })}
          />
        )}
      </section>

      <Modal
        open={adding || created !== undefined}
        title={t(created ? "webhooks.createdTitle" : "webhooks.newTitle")}
        closeLabel={t("common.close")}
        onClose={() => {
          setAdding(false);
          setCreated(undefined);
        }}
      >
        {created ? (
          <SecretReveal
            value={created.secret}
            testId="webhook-secret"
            texts={{
              message: t("webhooks.secretOnce", { url: created.url }),
              label: t("webhooks.secret"),
              copy: t("webhooks.copy"),
              copied: t("webhooks.secretCopied"),
              copyFailed: t("webhooks.copyFailed"),
              done: t("webhooks.done"),
            }}
            onClose={() => setCreated(undefined)}
          />
        ) : (
          adding && (
            <WebhookForm
              onSaved={(webhook) => {
                toast.success(t("webhooks.created"));
                setAdding(false);
                setCreated(webhook);
              }}
              onCancel={() => setAdding(false)}
            />
          )
        )}
      </Modal>
      <ConfirmDialog
        open={confirmDelete.pending !== undefined}
        title={t("webhooks.deleteTitle")}
        message={t("webhooks.deleteConfirm", { url: confirmDelete.pending?.url ?? "" })}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
