import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import {
  maxRedirectAddress,
  type Redirect,
  type RedirectValues,
  redirectInputSchema,
  redirectMatches,
  redirectStatuses,
} from "../../../common/redirect";
import { Field, FormAlert, ModalFormActions, fieldProps } from "~/admin/ui/form-controls";
import { useMutation } from "~/admin/ui/route-data";
import type { RedirectChange } from "./redirect-requests";

/**
 * The redirect modal's form: empty (or with a missing path as its source) to create, filled
 * to edit; a refused save keeps what was typed and says why.
 */
export function RedirectForm({
  redirect,
  source,
  onSaved,
  onCancel,
}: {
  redirect: Redirect | null;
  /** A 404's path, for "redirect this". */
  source?: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const saving = useMutation<RedirectChange, unknown>({ onDone: onSaved });
  const failure = saving.failure && (saving.failure.message ?? t("redirects.saveError"));
  const save = (input: RedirectValues) =>
    void saving.submit(redirect ? { intent: "update", id: redirect._id, input } : { intent: "create", input });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof redirectInputSchema>, unknown, RedirectValues>({
    resolver: zodResolver(redirectInputSchema),
    defaultValues: {
      source: redirect?.source ?? source ?? "",
      target: redirect?.target ?? "",
      match: redirect?.match ?? "exact",
      status: redirect?.status ?? 301,
    },
  });
  const control = fieldProps(register, errors, "redirect-");

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="mt-4 space-y-4">
      {failure && <FormAlert message={failure} />}
      <Field
        label={t("redirects.form.source")}
        htmlFor="redirect-source"
        hint={t("redirects.form.sourceHint")}
        error={errors.source?.message}
      >
        <input type="text" autoFocus={!source} maxLength={maxRedirectAddress} {...control("source")} />
      </Field>
      <Field
        label={t("redirects.form.target")}
        htmlFor="redirect-target"
        hint={t("redirects.form.targetHint")}
        error={errors.target?.message}
      >
        <input type="text" autoFocus={Boolean(source)} maxLength={maxRedirectAddress} {...control("target")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("redirects.form.match")} htmlFor="redirect-match" error={errors.match?.message}>
          <select {...control("match")}>
            {redirectMatches.map((match) => (
              <option key={match} value={match}>
                {t(`redirects.matches.${match}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("redirects.form.status")} htmlFor="redirect-status" error={errors.status?.message}>
          <select {...control("status", { valueAsNumber: true })}>
            {redirectStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`redirects.statuses.${status}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ModalFormActions busy={saving.busy} submitLabel={t("common.save")} onCancel={onCancel} />
    </form>
  );
}
