import { ExternalLink, GitBranch, GitCommitHorizontal, Star, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/lib/locale-format";
import type { FeaturedProjectItem } from "~/lib/site-content";

/**
 * The home page's featured project (site content, edited by staff): its story, tags, the
 * client's results and links. An open-source product's figures (users, stars, commits)
 * show only when set, so client work never carries developer metrics. The label over its
 * name is the home page's text; those figures' names and the buttons are `home` interface text.
 */
export function FeaturedProject({ project, label }: { project: FeaturedProjectItem; label: string }) {
  const { t, i18n } = useTranslation("home");
  const openSourceFigures = [
    { label: t("featured.stats.users"), value: project.users, Icon: Users },
    { label: t("featured.stats.stars"), value: project.stars, Icon: Star },
    { label: t("featured.stats.commits"), value: project.commits, Icon: GitCommitHorizontal },
  ].flatMap(({ value, ...figure }) =>
    value === null ? [] : [{ ...figure, value: formatNumber(value, i18n.language) }],
  );
  const stats = [...project.results.map(({ label, value }) => ({ label, value, Icon: null })), ...openSourceFigures];
  const linkClass =
    "inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold border border-slate-300 hover:border-brand-500 dark:border-slate-700";

  return (
    <section aria-labelledby="featured-project" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <img
          src={project.image}
          alt={project.imageAlt || project.title}
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-xl"
        />
        <div>
          {label && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">{label}</p>
          )}
          <h2 id="featured-project" className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl dark:text-white">
            {project.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">{project.description}</p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {project.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100"
              >
                {tag}
              </li>
            ))}
          </ul>
          {stats.length > 0 && (
            <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {stats.map(({ label, value, Icon }) => (
                <div key={label} className="flex flex-col-reverse justify-end">
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                  <dd className="flex items-center gap-1.5 text-2xl font-extrabold text-slate-900 dark:text-white">
                    {Icon && <Icon aria-hidden="true" className="h-5 w-5 text-brand-600" />}
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            {project.sourceUrl && (
              <a href={project.sourceUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <GitBranch aria-hidden="true" className="h-5 w-5" />
                {t("featured.source")}
              </a>
            )}
            {project.liveUrl && (
              <a href={project.liveUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ExternalLink aria-hidden="true" className="h-5 w-5" />
                {t("featured.live")}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
