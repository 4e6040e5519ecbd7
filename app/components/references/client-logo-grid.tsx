import type { Partner } from "~/lib/site-content";

/**
 * The client logos: each fades in 0.1 s after the one before it, stays grey until hovered
 * or focused, and then shows its brand colour as its border.
 */
export function ClientLogoGrid({ clients, label }: { clients: Partner[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {clients.map((client, index) => (
        <li
          key={client.id}
          // Focusable so keyboard visitors see the same brand-colour highlight a pointer gets.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- that highlight is the point
          tabIndex={0}
          style={{ animationDelay: `${(index * 0.1).toFixed(1)}s`, "--brand": client.color } as React.CSSProperties}
          className="group flex animate-fade-in-up flex-col items-center gap-3 rounded-2xl border-2 border-slate-200 bg-white p-4 transition-colors hover:border-[var(--brand)] focus-visible:border-[var(--brand)] focus-visible:outline-none dark:border-slate-700 dark:bg-slate-100"
        >
          <img
            src={client.logo}
            alt=""
            width={240}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-auto w-full max-w-40 grayscale transition duration-300 group-hover:grayscale-0 group-focus-visible:grayscale-0"
          />
          <span className="text-sm font-semibold text-slate-800">{client.name}</span>
        </li>
      ))}
    </ul>
  );
}
