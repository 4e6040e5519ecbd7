import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { FaqItem } from "~/lib/site-content";

/**
 * The spec's accordion: one answer open at a time, and clicking the open question closes
 * it. Each question is a disclosure button (`aria-expanded`, `aria-controls`), so Enter
 * and Space work and Tab moves between questions.
 */
export function FaqAccordion({ items }: { items: Pick<FaqItem, "question" | "answer">[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <li key={item.question}>
            <h2>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500 dark:text-white dark:hover:text-brand-100"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-5 w-5 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}
                />
              </button>
            </h2>
            <div id={panelId} hidden={!expanded} className="px-6 pb-6 leading-7 text-slate-700 dark:text-slate-300">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
