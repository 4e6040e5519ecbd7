import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FactList } from "~/components/ui/fact-list";
import { Stars } from "~/components/ui/stars";
import { RoundPortrait } from "~/components/ui/round-portrait";
import { formatMonthYear } from "~/lib/locale-format";
import type { CreditedMember } from "~/lib/project-team";
import type { Project } from "~/lib/site-content";

/**
 * A case study's side column: its facts, the live site when there is one, the technologies
 * and the team, as the team page shows them (decision 073).
 */
export function ProjectFacts({ project, team }: { project: Project; team: CreditedMember[] }) {
  const { t, i18n } = useTranslation(["portfolio", "projects"]);
  const completed = formatMonthYear(new Date(`${project.completed}-01T00:00:00Z`), i18n.language);
  return (
    <aside className="space-y-8">
      <section aria-labelledby="details" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="details" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("detail.details")}
        </h2>
        <FactList
          facts={[
            { label: t("detail.completionDate"), value: <time dateTime={project.completed}>{completed}</time> },
            { label: t("detail.category"), value: t(`projects:categories.${project.category}`) },
            { label: t("detail.client"), value: project.client },
            ...(project.sector ? [{ label: t("caseStudy.sector"), value: project.sector }] : []),
            {
              label: t("detail.rating"),
              value: <Stars rating={project.rating} label={t("detail.ratingValue", { rating: project.rating })} />,
            },
          ]}
        />
        {/* Only when staff give the client's address: no link to a site that is not there. */}
        {project.liveUrl && (
          <a
            href={project.liveUrl}
            target="_blank"
            rel="noopener"
            aria-label={t("caseStudy.liveSiteLabel", { name: project.name })}
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t("caseStudy.liveSite")}
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        )}
      </section>
      <section aria-labelledby="technologies" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="technologies" className="text-xl font-bold text-slate-900 dark:text-white">
          {t("detail.technologies")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {project.technologies.map((technology) => (
            <li key={technology} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium dark:bg-slate-800">
              {technology}
            </li>
          ))}
        </ul>
      </section>
      {/* Everyone credited may have left the team page: then no empty section. */}
      {team.length > 0 && (
        <section aria-labelledby="team" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="team" className="text-xl font-bold text-slate-900 dark:text-white">
            {t("detail.team")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("caseStudy.teamLead")}</p>
          <ul className="mt-4 space-y-4">
            {team.map((member) => (
              <li key={member.id} className="flex items-center gap-3">
                {member.portrait ? <RoundPortrait src={member.portrait} size={48} className="h-12 w-12" /> : null}
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{member.name}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">{member.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
