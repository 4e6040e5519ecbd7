/** What a filtered list says when nothing matches, with a way back to everything. */
export function EmptyState({ message, resetLabel, onReset }: { message: string; resetLabel: string; onReset: () => void }) {
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700">
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-200">{message}</p>
      <button type="button" onClick={onReset} className="mt-4 font-semibold text-brand-700 underline dark:text-brand-100">
        {resetLabel}
      </button>
    </div>
  );
}
