import type { SectionText } from "~/lib/site-content";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Partner } from "~/lib/site-content";

/**
 * Twelve client logos (the loader picks them); the figures are in the count-up row only.
 * Logos are drawn for a white ground, so their tiles stay white in dark mode too: the same
 * white as the logo's own card, not a grey frame around it, outlined against the dark page.
 */
export function PartnersSection({ partners, heading }: { partners: Partner[]; heading: SectionText }) {
  return (
    <section aria-labelledby="partners" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="partners" title={heading.title} subtitle={heading.lead} />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex items-center justify-center rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 dark:shadow-none dark:ring-white/20"
            >
              <img
                src={partner.logo}
                alt={partner.name}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-auto w-full max-w-48"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
