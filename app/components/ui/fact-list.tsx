export interface Fact {
  label: string;
  value: React.ReactNode;
}

/** Label/value pairs of a detail page's side panel (timeline, price, client, rating…). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-center justify-between gap-4 py-3">
          <dt className="text-slate-600 dark:text-slate-400">{fact.label}</dt>
          <dd className="text-right font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
