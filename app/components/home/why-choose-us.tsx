import { Gauge, LifeBuoy, ShieldCheck, UsersRound } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HeadedText, SectionText } from "~/lib/site-content";

/** The benefits' icons, by position (staff write the benefits, decision 040). */
const icons = [Gauge, ShieldCheck, UsersRound, LifeBuoy];

/** The benefits; the figures are in the count-up row only (issue 16: tell them once). */
export function WhyChooseUs({ heading, benefits }: { heading: SectionText; benefits: HeadedText[] }) {
  return (
    <section aria-labelledby="why-us" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div>
          <SectionHeading id="why-us" title={heading.title} subtitle={heading.lead} align="start" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit, index) => {
              const Icon = icons[index % icons.length]!;
              return (
                <li key={benefit.title} className="flex gap-4">
                  <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-bold text-slate-900 dark:text-white">{benefit.title}</h3>
                    <p className="mt-1 text-slate-600 dark:text-slate-400">{benefit.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
