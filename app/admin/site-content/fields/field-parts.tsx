import { type FieldErrors, get, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldError, fieldProps } from "~/admin/ui/form-controls";
import type { FieldDescription, OptionSet, SubFieldDescription } from "../content-forms";
import { messageOf } from "../../../../common/contract/client";

type AnyField = FieldDescription | SubFieldDescription;
export type Control = AnyField["control"];

/** What every control of the content form is given; the dispatcher works out the texts. */
export interface FieldProps<C extends Control = Control> {
  field: AnyField & { control: C };
  /** Where the value is in the form (`fields.icon`, `text.tr.title`), also the control's id. */
  path: string;
  label: string;
  /** The line under the control: the empty-translation hint or the field's own. */
  hint?: string;
  /** The field's own hint, for a list of objects whose entries show the fallback hint themselves. */
  ownHint?: string;
  fallback: boolean;
  error?: string;
}

export const labelStyles = "block text-sm font-medium text-slate-700 dark:text-slate-300";
export const hintStyles = "text-xs text-slate-500 dark:text-slate-400";

/** The first message under `name`: a list's own, else its first refused entry's. */
export function firstMessage(errors: FieldErrors, name: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const message = messageOf(node);
    if (message !== undefined) return message;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, name));
}

/** A control's label and hint; the hint only where `content.hints.{name}` is written. */
export function useFieldText(name: string) {
  const { t, i18n } = useTranslation("admin");
  const hintKey = `content.hints.${name}`;
  return {
    label: t(`content.fields.${name}`),
    hint: i18n.exists(hintKey, { ns: "admin" }) ? t(hintKey) : undefined,
  };
}

/** The props that bind a native input to the form: register, id, error state, styles. */
export function useFieldInput() {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return fieldProps(register, errors);
}

export function optionLabel(t: (key: string) => string, options: OptionSet, value: string) {
  if (options.raw) return value || t("content.options.none");
  return t(`content.options.${options.set}.${value}`);
}

/** The hint under a control, unless a message stands there instead. */
export function FieldNotes({ path, hint, error }: { path: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && !error && <p className={hintStyles}>{hint}</p>}
      {error && <FieldError id={path} message={error} />}
    </>
  );
}

/** A control with its label above and its hint or message below. */
export function LabelledField({
  path,
  label,
  hint,
  error,
  children,
}: Pick<FieldProps, "path" | "label" | "hint" | "error"> & { children: React.ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={path} className={labelStyles}>
        {label}
      </label>
      {children}
      <FieldNotes path={path} hint={hint} error={error} />
    </div>
  );
}
