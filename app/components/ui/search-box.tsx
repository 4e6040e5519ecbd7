import { Search } from "lucide-react";
import type { ComponentProps } from "react";

type SearchBoxProps = Omit<ComponentProps<"input">, "type" | "onChange" | "className"> & {
  label: string;
  /** The text as it changes, for a list that follows it; a GET form reads the field's `name` instead. */
  onChange?: (value: string) => void;
  /** The field's width in its row. */
  className?: string;
};

/** The one search field: a labelled search input with a magnifier, controlled or inside a form. */
export function SearchBox({ label, onChange, className = "sm:max-w-sm", ...input }: SearchBoxProps) {
  return (
    <label className={`relative block w-full min-w-0 ${className}`}>
      <span className="sr-only">{label}</span>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
      />
      <input
        type="search"
        {...input}
        onChange={onChange && ((event) => onChange(event.target.value))}
        className="w-full rounded-full border border-slate-300 bg-white py-2.5 pr-4 pl-10 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
    </label>
  );
}
