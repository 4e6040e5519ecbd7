import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/admin/ui/form-controls";
import { type FieldProps, FieldNotes, hintStyles, labelStyles, optionLabel } from "./field-parts";

export function CheckboxField({ path, label, hint, error }: FieldProps<"checkbox">) {
  const { register } = useFormContext();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" id={path} className="size-4 accent-brand-600" {...register(path)} />
        {label}
      </label>
      <FieldNotes path={path} hint={hint} error={error} />
    </div>
  );
}

/** Several of a set of options, one checkbox each. */
export function ChoicesField({ field, path, label, hint, error }: FieldProps<"choices">) {
  const { t } = useTranslation("admin");
  const { register } = useFormContext();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${path}-error` : undefined}>
      <legend className={labelStyles}>{label}</legend>
      {hint && !error && <p className={hintStyles}>{hint}</p>}
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {field.options.values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={value} className="size-4 accent-brand-600" {...register(path)} />
            {optionLabel(t, field.options, value)}
          </label>
        ))}
      </div>
      {error && <FieldError id={path} message={error} />}
    </fieldset>
  );
}
