import { Rss } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The blog's header: its title and lead, and the link to its RSS feed. */
export function BlogHeader({ heading, feed }: { heading: { title: string; lead: string }; feed: { href: string } }) {
  const { t } = useTranslation("blog");
  return (
    <header className="bg-gradient-to-br from-brand-900 to-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t("list.title")}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading.title}</h1>
        {heading.lead && <p className="mt-5 max-w-2xl text-lg text-slate-200">{heading.lead}</p>}
        <a
          href={feed.href}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:underline"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t("list.rss")}
        </a>
      </div>
    </header>
  );
}
