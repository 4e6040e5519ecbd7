import { useController, useWatch } from "react-hook-form";
import { RichTextEditor } from "~/admin/ui/rich-text-editor";
import { useTranslation } from "react-i18next";
import { FieldNotes, type FieldProps, LabelledField, labelStyles, optionLabel, useFieldInput } from "./field-parts";

// The controls that are one native input under their label.

export function TextField(props: FieldProps<"text">) {
  const input = useFieldInput();
  return (
    <LabelledField {...props}>
      <input type="text" {...input(props.path)} />
    </LabelledField>
  );
}

export function TextareaField(props: FieldProps<"textarea">) {
  const input = useFieldInput();
  return (
    <LabelledField {...props}>
      <textarea rows={4} {...input(props.path)} />
    </LabelledField>
  );
}

/** Rich text (a simple page's body), edited as a post's content is. */
export function RichTextField(props: FieldProps<"richtext">) {
  const { path, label, error, hint } = props;
  const { field } = useController({ name: path });
  return (
    <div className="space-y-1.5">
      <span className={labelStyles}>{label}</span>
      <RichTextEditor
        id={path}
        label={label}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={field.onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${path}-error` : undefined}
      />
      <FieldNotes path={path} hint={hint} error={error} />
    </div>
  );
}

export function MonthField(props: FieldProps<"month">) {
  const input = useFieldInput();
  return (
    <LabelledField {...props}>
      <input type="month" placeholder="2025-06" {...input(props.path)} />
    </LabelledField>
  );
}

/** A whole number; an emptied box is null where the field may be empty, else left out. */
export function NumberField(props: FieldProps<"number">) {
  const { field, path } = props;
  const input = useFieldInput();
  return (
    <LabelledField {...props}>
      <input
        type="number"
        inputMode="numeric"
        step={1}
        min={field.min}
        max={field.max}
        {...input(path, {
          setValueAs: (value: unknown) =>
            value === "" || value === null || value === undefined ? (field.nullable ? null : undefined) : Number(value),
        })}
      />
    </LabelledField>
  );
}

export function SelectField(props: FieldProps<"select">) {
  const { t } = useTranslation("admin");
  const { field, path } = props;
  const input = useFieldInput();
  return (
    <LabelledField {...props}>
      <select {...input(path)}>
        {field.options.values.map((value) => (
          <option key={value} value={value}>
            {optionLabel(t, field.options, value)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A colour as `#rrggbb` text, with a swatch of what it says. */
export function ColorField(props: FieldProps<"color">) {
  const { path } = props;
  const input = useFieldInput();
  const color = useWatch({ name: path }) as string | undefined;
  return (
    <LabelledField {...props}>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-9 shrink-0 rounded-lg border border-slate-300 dark:border-slate-600"
          style={{ background: /^#[\da-f]{6}$/i.test(color ?? "") ? color : "transparent" }}
        />
        <input type="text" placeholder="#0f766e" spellCheck={false} {...input(path)} />
      </div>
    </LabelledField>
  );
}
