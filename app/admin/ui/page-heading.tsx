import { useAdminBrand } from "~/admin/frame/admin-brand";

/** The page's title in the browser tab (React 19 places it in the head). */
export function AdminTitle({ children }: { children: string }) {
  const brand = useAdminBrand();
  return <title>{`${children} · ${brand}`}</title>;
}

/** A screen's h1 with its actions beside it. */
export function AdminHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
