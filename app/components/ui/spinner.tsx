/** The one spinner: a ring that turns, sized by `className`; hidden from screen readers. */
export function Spinner({ className = "size-5 border-2" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500 ${className}`}
    />
  );
}

/** A spinner with its text, announced by `role="status"`; the text may be for screen readers only. */
export function LoadingState({
  text,
  textHidden = false,
  className = "py-16",
}: {
  text: string;
  textHidden?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-slate-500 dark:text-slate-400 ${className}`}
    >
      <Spinner className={textHidden ? "size-10 border-4" : "size-5 border-2"} />
      <span className={textHidden ? "sr-only" : ""}>{text}</span>
    </div>
  );
}
