import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { WebhookDelivery } from "../../../common/webhooks";
import { buttonStyles } from "~/admin/ui/buttons";
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
  );
}
