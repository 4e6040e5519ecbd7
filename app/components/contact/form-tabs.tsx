import { useRef } from "react";

interface FormTabsProps<T extends string> {
  label: string;
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  tabLabel: (tab: T) => React.ReactNode;
  panelId: string;
}

/** A tab list (arrow keys, Home and End move between tabs) controlling one panel. */
export function FormTabs<T extends string>({ label, tabs, selected, onSelect, tabLabel, panelId }: FormTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const current = tabs.indexOf(selected);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs take focus (roving tabindex); the list only hears their arrow keys
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="inline-flex rounded-full bg-slate-100 p-1 dark:bg-slate-800"
    >
      {tabs.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${tab}`}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          className="rounded-full px-5 py-2 font-semibold text-slate-600 aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow dark:text-slate-300 dark:aria-selected:bg-slate-950 dark:aria-selected:text-white"
        >
          {tabLabel(tab)}
        </button>
      ))}
    </div>
  );
}
