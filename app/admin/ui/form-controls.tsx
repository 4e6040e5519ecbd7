import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { messageOf } from "../../../common/contract/client";
import { Spinner } from "~/components/ui/spinner";
import { buttonStyles } from "./buttons";

export const inputStyles =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * What ties a control to its react-hook-form field: its id (`prefix` + name, the `Field`'s
 * `htmlFor`), whether it is invalid, the message that describes it, styles, registration.
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>, prefix = "") {
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    id: `${prefix}${name}`,
    "aria-invalid": Boolean(get(errors, name)),
    "aria-describedby": get(errors, name) ? `${prefix}${name}-error` : undefined,
    className: inputStyles,
    ...register(name, options),
  });
}

/** The message react-hook-form holds at `name` (a field's, a list's own), if any. */
export function messageAt(errors: FieldErrors, name: string): string | undefined {
  return messageOf(get(errors, name));
}

/**
 * Where field messages live: the public forms' in `common`, the admin-only ones (roles,
 * settings, moderation) in `admin`, so public pages do not download them.
 */
export const validationNamespaces = ["common", "admin"];

/** A form field: label, control, hint and the translated validation message. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      {hint && !error && <div className="text-xs text-slate-500 dark:text-slate-400">{hint}</div>}
      {error && <FieldError id={htmlFor} message={error} />}
    </div>
  );
}

/** A field's message, translated when it is a key; `${id}-error` is what its control's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  return (
    <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
      {message.startsWith("validation.") ? t(message, { ns: validationNamespaces }) : message}
    </p>
  );
}

/** Chips of a comma-separated list, as it will be stored. */
export function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Why a save was refused, above the form that keeps what was typed. */
export function FormAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  );
}

/** A modal form's Cancel and submit buttons; the submit button says it is saving while `busy`. */
export function ModalFormActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
        {t("common.cancel")}
      </button>
      <button type="submit" disabled={busy} className={buttonStyles.primary}>
        {busy && <Spinner className="size-4 border-2" />}
        {busy ? t("common.saving") : submitLabel}
      </button>
    </div>
  );
}

/**
 * A long form's Save button, kept in view at the bottom of the screen while staff scroll,
 * with why the last save was refused above it.
 */
export function StickySaveBar({
  busy,
  error,
  saved = false,
  children,
}: {
  busy: boolean;
  error: string | undefined;
  /** The form holds what was just saved: the bar says so until the next change. */
  saved?: boolean;
  /** More actions beside Save (the content editor's "View on site"). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 dark:border-slate-700 dark:bg-slate-950/95">
      {error && <FormAlert message={error} />}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full sm:w-auto`}>
          {busy && <Spinner className="size-4 border-2" />}
          {t(busy ? "common.saving" : "common.save")}
        </button>
        <span
          role="status"
          className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-300"
        >
          {saved && (
            <>
              <Check aria-hidden="true" className="h-4 w-4" />
              {t("content.form.saved")}
            </>
          )}
        </span>
        {children}
      </div>
    </div>
  );
}
