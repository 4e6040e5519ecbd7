import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Webhook } from "../../../common/webhooks";
import { SecretRevealDialog } from "~/admin/ui/secret-reveal";
import { toast } from "~/components/ui/toast";
import { WebhookForm } from "./webhook-form";

/**
 * Adding an address: the form, then the new address's signing secret, shown once. `adding`
 * opens it; `onClose` is called when it closes, whichever step it was on.
 */
export function WebhookDialog({ adding, onClose }: { adding: boolean; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [created, setCreated] = useState<Webhook>();
  return (
    <SecretRevealDialog
      open={adding}
      title={t(created ? "webhooks.createdTitle" : "webhooks.newTitle")}
      secret={
        created && {
          value: created.secret,
          testId: "webhook-secret",
          texts: {
            message: t("webhooks.secretOnce", { url: created.url }),
            label: t("webhooks.secret"),
            copy: t("webhooks.copy"),
            copied: t("webhooks.secretCopied"),
            copyFailed: t("webhooks.copyFailed"),
            done: t("webhooks.done"),
          },
        }
      }
      onClose={() => {
        onClose();
        setCreated(undefined);
      }}
      onDone={() => setCreated(undefined)}
    >
      {adding && (
        <WebhookForm
          onSaved={(webhook) => {
            toast.success(t("webhooks.created"));
            onClose();
            setCreated(webhook);
          }}
          onCancel={onClose}
        />
      )}
    </SecretRevealDialog>
  );
}
