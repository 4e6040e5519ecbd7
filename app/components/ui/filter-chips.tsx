interface FilterChipsProps<T extends string> {
  label: string;
  options: readonly T[];
  isSelected: (option: T) => boolean;
  onChoose: (option: T) => void;
  optionLabel: (option: T) => string;
}

/** A row of toggle buttons for choosing categories. */
export function FilterChips<T extends string>({
  label,
  options,
  isSelected,
  onChoose,
  optionLabel,
}: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={isSelected(option)}
          onClick={() => onChoose(option)}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-700 dark:text-slate-300"
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
