import { type Control, Controller, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, inputStyles } from "~/admin/ui/form-controls";
import { fromWallTime, toWallTime } from "../../../common/time-zone";
import type { PostInput } from "../../../common/post";
import type { PostFormValues } from "./post-form-values";

/**
 * A moment typed as a date and time on the agency's clocks (`datetime-local`), kept in the
 * form as an ISO instant ("" for none), so what is shown and what is sent never disagree.
 */
function ZonedDateTimeInput({
  id,
  value,
  onChange,
  timeZone,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  invalid: boolean;
}) {
  return (
    <input
      id={id}
      type="datetime-local"
      value={value ? toWallTime(value, timeZone) : ""}
      onChange={(event) => onChange(fromWallTime(event.target.value, timeZone) ?? "")}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
      className={inputStyles}
    />
  );
}

/**
 * When a draft goes live and when a version is taken down (decision 037), on the agency's
 * clocks. Publishing takes the first away: a published version can only be scheduled down.
 */
export function ScheduleFields({
  control,
  errors,
  timeZone,
  published,
}: {
  control: Control<PostFormValues, unknown, PostInput>;
  errors: FieldErrors<PostFormValues>;
  timeZone: string;
  published: boolean;
}) {
  const { t } = useTranslation("admin");
  const field = (name: "publishAt" | "unpublishAt") => (
    <Field
      label={t(`posts.schedule.${name}`)}
      htmlFor={name}
      error={errors[name]?.message}
      hint={<span id={`${name}-hint`}>{t("posts.schedule.inZone", { timeZone })}</span>}
    >
      <Controller
        control={control}
        name={name}
        render={({ field: { value, onChange } }) => (
          <ZonedDateTimeInput
            id={name}
            value={value}
            onChange={onChange}
            timeZone={timeZone}
            invalid={Boolean(errors[name])}
          />
        )}
      />
    </Field>
  );
  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <legend className="px-1 text-sm font-semibold">{t("posts.schedule.title")}</legend>
      {!published && field("publishAt")}
      {field("unpublishAt")}
    </fieldset>
  );
}
