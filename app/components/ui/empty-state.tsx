/** What a list says when it has nothing to show, with a way back to everything when one is given. */
export function EmptyState({ message, reset }: { message: string; reset?: { label: string; onReset: () => void } }) {
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-12 text-center dark:border-slate-700">
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-200">{message}</p>
      {reset && (
        <button
          type="button"
          onClick={reset.onReset}
          className="mt-4 font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {reset.label}
        </button>
      )}
    </div>
  );
}
