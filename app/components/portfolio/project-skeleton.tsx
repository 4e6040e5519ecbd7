/** Three placeholder cards shown while the list settles after a search. */
export function ProjectSkeleton({ label }: { label: string }) {
  return (
    <ul
      role="status"
      aria-label={label}
      aria-busy="true"
      className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="project-skeleton"
    >
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
        >
          <div className="aspect-[3/2] bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-3 p-6">
            <div className="h-4 w-1/4 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-6 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-full rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
