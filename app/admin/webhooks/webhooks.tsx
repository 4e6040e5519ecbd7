import { useState } from "react";
import { useTranslation } from "react-i18next";
import { webhookContract } from "../../../common/contract/webhooks";
import type { Webhook } from "../../../common/webhooks";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { ListHeading } from "~/admin/ui/list-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdmin, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { DeliverySection } from "./delivery-section";
import { WebhookDialog } from "./webhook-dialog";
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
export default function AdminWebhooks({ loaderData: { webhooks, deliveries } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [adding, setAdding] = useState(false);
  const deleting = useMutation<WebhookChange, unknown>({
    onDone: () => toast.success(t("webhooks.deleted")),
    onFailure: (message) => toast.error(message ?? t("webhooks.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Webhook>(deleting);

  return (
    <>
      <ListHeading
        title={t("webhooks.title")}
        addLabel={t("webhooks.addNew")}
        onAdd={() => setAdding(true)}
        intro={t("webhooks.intro")}
      />
      {webhooks.length === 0 ? (
        <EmptyState message={t("webhooks.empty")} />
      ) : (
        <WebhookTable webhooks={webhooks} onDelete={confirmDelete.ask} />
      )}
      <DeliverySection deliveries={deliveries} />
      <WebhookDialog adding={adding} onClose={() => setAdding(false)} />
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
