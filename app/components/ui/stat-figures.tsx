import { CountUp } from "~/components/ui/count-up";
import { useInViewOnce } from "~/components/ui/use-in-view-once";
import type { FigureSuffix } from "~/lib/format-figure";

export interface StatFigure {
  label: string;
  value: number;
  suffix: FigureSuffix;
}

/** A row of figures that count up together once the row is 10% in view. */
export function StatFigures({ figures, className = "" }: { figures: StatFigure[]; className?: string }) {
  const { ref, inView } = useInViewOnce<HTMLDListElement>();
  return (
    <dl ref={ref} className={`grid gap-6 text-center ${className}`}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse justify-end">
          <dt className="mt-2 text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-600 min-[400px]:text-4xl sm:text-5xl dark:text-brand-500">
            <CountUp value={figure.value} suffix={figure.suffix} start={inView} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
