import { Check } from "lucide-react";

/** A list of what is included or achieved, each item with a check mark. */
export function CheckList({ items, className = "grid gap-3" }: { items: string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
