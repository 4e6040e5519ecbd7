import { useId } from "react";

interface FormFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message shown under the field, announced with it. */
  error?: string;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** How many rows a multiline field shows. */
  rows?: number;
}

const inputClass =
  "mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:bg-slate-950 dark:text-white";

/** A labelled input or textarea with its validation message. */
export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  type = "text",
  multiline,
  required,
  placeholder,
  autoComplete,
  maxLength,
  rows = 5,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    placeholder,
    autoComplete,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${inputClass} ${error ? "border-red-600 focus:border-red-600" : "border-slate-300 focus:border-brand-500 dark:border-slate-700"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
