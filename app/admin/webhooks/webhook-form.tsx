import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { limits } from "../../../common/fields";
import { type Webhook, webhookEventTypes, type WebhookInput, webhookInputSchema } from "../../../common/webhooks";
import { Field, FieldError, FormAlert, ModalFormActions, fieldProps } from "~/admin/ui/form-controls";
import { useMutation } from "~/admin/ui/route-data";
import type { WebhookChange } from "./webhook-requests";

/** The new webhook's form: an address and the events sent to it; a refused save keeps what was typed. */
export function WebhookForm({ onSaved, onCancel }: { onSaved: (webhook: Webhook) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  const saving = useMutation<WebhookChange, Webhook>({ onDone: onSaved });
  const failure = saving.failure && (saving.failure.message ?? t("webhooks.saveError"));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof webhookInputSchema>, unknown, WebhookInput>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: { url: "", events: ["lead.created"] },
  });
  const control = fieldProps(register, errors, "webhook-");
  const eventsError = errors.events?.message ?? errors.events?.root?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => void saving.submit({ intent: "create", input }))}
      className="mt-4 space-y-4"
    >
      {failure && <FormAlert message={failure} />}
      <Field
        label={t("webhooks.form.url")}
        htmlFor="webhook-url"
        hint={t("webhooks.form.urlHint")}
        error={errors.url?.message}
      >
        <input type="url" inputMode="url" autoFocus maxLength={limits.url} {...control("url")} />
      </Field>
      <fieldset
        aria-invalid={Boolean(eventsError)}
        aria-describedby={eventsError ? "webhook-events-error" : undefined}
        className="space-y-2"
      >
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("webhooks.form.events")}
        </legend>
        {webhookEventTypes.map((event) => (
          <label key={event} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input type="checkbox" value={event} className="mt-0.5 size-4 accent-brand-600" {...register("events")} />
            <span>
              {t(`webhooks.events.${event}`)} <code className="text-xs text-slate-500">{event}</code>
            </span>
          </label>
        ))}
        {eventsError && <FieldError id="webhook-events" message={eventsError} />}
      </fieldset>
      <ModalFormActions busy={saving.busy} submitLabel={t("webhooks.form.add")} onCancel={onCancel} />
    </form>
  );
}
