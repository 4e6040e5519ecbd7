import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import type { LeadChangeRequest } from "./lead-requests";
import { useMutation } from "~/admin/ui/route-data";
import { limits } from "../../../common/fields";
import { type LeadChangeInput, leadChangeInputSchema, type LeadStatus, leadStatuses } from "../../../common/leads";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, FormAlert, inputStyles } from "~/admin/ui/form-controls";

/** What staff work on in a lead, whatever its kind. */
export interface WorkedLead {
  _id: string;
  status: LeadStatus;
  notes: string;
}

/**
 * A lead's status and internal notes, saved through the lead page's action. A refused or
 * failed save keeps everything typed and says why; a saved one is announced.
 */
export function LeadWorkForm<Lead extends WorkedLead>({
  lead,
  onSaved,
}: {
  lead: Lead;
  onSaved?: (lead: Lead) => void;
}) {
  const { t } = useTranslation("admin");
  const saving = useMutation<LeadChangeRequest, Lead>({
    onDone: (saved) => {
      toast.success(t("leads.saved"));
      onSaved?.(saved);
    },
  });
  const failure = saving.failure && (saving.failure.message ?? t("leads.saveError"));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<z.input<typeof leadChangeInputSchema>, unknown, LeadChangeInput>({
    resolver: zodResolver(leadChangeInputSchema),
    defaultValues: { status: lead.status, notes: lead.notes },
  });
  // A status changed elsewhere (a reply moved the lead to contacted) shows here too.
  useEffect(() => setValue("status", lead.status), [lead.status, setValue]);
  const save = (change: LeadChangeInput) => void saving.submit({ id: lead._id, ...change });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save)}
      aria-labelledby={`lead-work-${lead._id}`}
      className="mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id={`lead-work-${lead._id}`} className="font-semibold text-slate-900 dark:text-white">
        {t("leads.work")}
      </h3>
      {failure && <FormAlert message={failure} />}
      <Field label={t("leads.status.label")} htmlFor="lead-status" error={errors.status?.message}>
        <select id="lead-status" className={`${inputStyles} sm:w-auto`} {...register("status")}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`leads.status.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("leads.notes")} htmlFor="lead-notes" hint={t("leads.notesHint")} error={errors.notes?.message}>
        <textarea
          id="lead-notes"
          rows={4}
          maxLength={limits.notes}
          aria-invalid={Boolean(errors.notes)}
          aria-describedby={errors.notes ? "lead-notes-error" : undefined}
          className={inputStyles}
          {...register("notes")}
        />
      </Field>
      <div className="flex justify-end">
        <button type="submit" disabled={saving.busy} className={buttonStyles.primary}>
          {saving.busy && <Spinner className="size-4 border-2" />}
          {t(saving.busy ? "common.saving" : "common.save")}
        </button>
      </div>
    </form>
  );
}
