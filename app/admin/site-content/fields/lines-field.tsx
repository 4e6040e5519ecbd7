import { Controller, useFormContext } from "react-hook-form";
import { inputStyles } from "~/admin/ui/form-controls";
import { type FieldProps, LabelledField } from "./field-parts";

/** A list of short texts, one a line. */
export function LinesField(props: FieldProps<"lines">) {
  const { path, error } = props;
  const { control } = useFormContext();
  return (
    <LabelledField {...props}>
      <Controller
        control={control}
        name={path}
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <textarea
            ref={ref}
            id={path}
            rows={4}
            value={(value as string[] | undefined)?.join("\n") ?? ""}
            onChange={(event) => onChange(event.target.value === "" ? [] : event.target.value.split("\n"))}
            onBlur={onBlur}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${path}-error` : undefined}
            className={inputStyles}
          />
        )}
      />
    </LabelledField>
  );
}
