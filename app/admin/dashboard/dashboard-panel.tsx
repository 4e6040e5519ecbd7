import { Link } from "react-router";

/** One of the dashboard's panels: a heading with a link to the whole list, then its content. */
export function DashboardPanel({
  id,
  title,
  link: [to, linkLabel],
  children,
}: {
  id: string;
  title: string;
  link: [to: string, label: string];
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <Link to={to} className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
