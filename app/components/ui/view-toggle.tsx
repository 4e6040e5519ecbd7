import { LayoutGrid, List } from "lucide-react";

export type ViewMode = "grid" | "list";

interface ViewToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  labels: { group: string; grid: string; list: string };
}

/** Grid or list layout, as two pressed/unpressed buttons. */
export function ViewToggle({ value, onChange, labels }: ViewToggleProps) {
  const modes = [
    { mode: "grid" as const, label: labels.grid, Icon: LayoutGrid },
    { mode: "list" as const, label: labels.list, Icon: List },
  ];
  return (
    <div
      role="group"
      aria-label={labels.group}
      className="inline-flex shrink-0 rounded-full border border-slate-300 p-1 dark:border-slate-700"
    >
      {modes.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-label={label}
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:text-slate-300"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      ))}
    </div>
  );
}
