import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { WebhookDelivery } from "../../../common/webhooks";
import { ListSection } from "~/admin/ui/list-section";
import { useMutation } from "~/admin/ui/route-data";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { DeliveryTable } from "./delivery-table";
import type { WebhookChange } from "./webhook-requests";

/** The latest deliveries, refreshed on demand, with "Send again" for a failed one (through the route's action). */
export function DeliverySection({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const retrying = useMutation<WebhookChange, unknown>({
    onDone: () => toast.success(t("webhooks.deliveries.retried")),
    onFailure: (message) => toast.error(message ?? t("webhooks.deliveries.retryError")),
  });
  const retryingId = retrying.pending?.intent === "retry" ? retrying.pending.id : undefined;

  return (
    <ListSection
      title={t("webhooks.deliveries.title")}
      intro={t("webhooks.deliveries.intro")}
      action={{
        label: t("webhooks.deliveries.refresh"),
        icon: RefreshCw,
        disabled: revalidator.state !== "idle",
        onClick: () => void revalidator.revalidate(),
      }}
    >
      {deliveries.length === 0 ? (
        <EmptyState message={t("webhooks.deliveries.empty")} />
      ) : (
        <DeliveryTable
          deliveries={deliveries}
          retrying={retryingId}
          onRetry={(delivery) => void retrying.submit({ intent: "retry", id: delivery._id })}
        />
      )}
    </ListSection>
  );
}
