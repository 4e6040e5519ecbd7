import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { buttonStyles } from "./buttons";

/**
 * A list that sits below a screen's own (a webhook's deliveries, a profile's sessions): its
 * h2 with one action beside it, the line that says what it is, then the list.
 */
export function ListSection({
  title,
  intro,
  action: { label, icon: Icon, disabled, onClick },
  className = "",
  children,
}: {
  title: string;
  intro: string;
  action: { label: string; icon?: LucideIcon; disabled: boolean; onClick: () => void };
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`mt-10 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <button type="button" disabled={disabled} onClick={onClick} className={buttonStyles.secondary}>
          {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
          {label}
        </button>
      </div>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      {children}
    </section>
  );
}
