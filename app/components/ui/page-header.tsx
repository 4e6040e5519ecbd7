import { Bookmark, Clock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Island } from "~/islands/island";

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  description?: string;
  tags?: string[];
  /** Minutes. */
  readTime?: number;
  author?: { name: string; role?: string };
  /** Shown under the title, such as a date. */
  children?: React.ReactNode;
}

/**
 * The spec's page header: title, subtitle, description, tags, reading time and author,
 * with a bookmark toggle that lives only on this page (the spec: not stored).
 */
export function PageHeader({ title, subtitle, description, tags = [], readTime, author, children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="bg-gradient-to-br from-brand-900 to-slate-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
        {subtitle && <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{subtitle}</p>}
        <div className="mt-3 flex items-start justify-between gap-4">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <Island name="bookmark-toggle" component={BookmarkToggle} props={{}} />
        </div>
        {description && <p className="mt-5 max-w-2xl text-lg text-slate-200">{description}</p>}
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-200">
          {author && (
            <span>
              <span className="font-semibold text-white">{author.name}</span>
              {author.role && <span> · {author.role}</span>}
            </span>
          )}
          {children}
          {readTime !== undefined && (
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t("pageHeader.readTime", { minutes: readTime })}
            </span>
          )}
        </div>
        {tags.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-white/10 px-3 py-1 text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}

/** The bookmark toggle, an island on pages served so (decision 072): pressed or not, never stored. */
export function BookmarkToggle() {
  const { t } = useTranslation();
  const [bookmarked, setBookmarked] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={t("pageHeader.bookmark")}
      title={t("pageHeader.bookmark")}
      onClick={() => setBookmarked((value) => !value)}
      className="shrink-0 rounded-full border border-white/30 p-3 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Bookmark aria-hidden="true" className={`size-5 ${bookmarked ? "fill-current" : ""}`} />
    </button>
  );
}
