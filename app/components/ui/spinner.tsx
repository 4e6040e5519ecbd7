/** A spinning ring with a label for screen readers; `role="status"` announces it. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-slate-700 dark:border-t-brand-500"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
