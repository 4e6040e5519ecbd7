import { ArrowLeft, ExternalLink, Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ProjectGallery } from "~/components/portfolio/project-gallery";
import { CheckList } from "~/components/ui/check-list";
import { DetailNotFound } from "~/components/ui/detail-not-found";
import { FactList } from "~/components/ui/fact-list";
import { Stars } from "~/components/ui/stars";
import { readDatabase } from "~/lib/database-reads.server";
import { bySlug } from "~/lib/site-content";
import { formatMonthYear } from "~/lib/locale-format";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as PageErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/portfolio-detail";
import { appContext } from "../../../server/load-context.server";
import { useCropStyle } from "~/lib/focal-points";
import { fillCallToAction, readCallToAction } from "~/lib/page-texts.server";

export const handle: RouteHandle = { i18n: ["portfolio", "projects"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { t, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [projects, callToActionTemplate] = await readDatabase(() =>
    Promise.all([content("projects"), readCallToAction(content, "project")]),
  );
  const project = bySlug(projects, params.id);
  if (!project) throw data({ title: t("portfolio:detail.notFound"), siteName }, { status: 404 });
  return {
    project,
    callToAction: fillCallToAction(callToActionTemplate, { project: project.name }),
    meta: { title: project.name, description: project.description, siteName },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error ? notFoundMeta(error) : pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function PortfolioDetailPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["portfolio", "projects"]);
  const cropStyle = useCropStyle();
  const { project } = loaderData;
  const completed = formatMonthYear(new Date(`${project.completed}-01T00:00:00Z`), i18n.language);
  const heading = "text-2xl font-bold text-slate-900 dark:text-white";

  return (
    <article className="px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <Link to="/portfolio" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-100">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("detail.back")}
        </Link>
        <header className="mt-8 max-w-3xl">
          <p className="font-semibold text-brand-700 dark:text-brand-100">{t(`projects:categories.${project.category}`)}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{project.name}</h1>
          <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{project.subtitle}</p>
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{project.description}</p>
        </header>

        <div className="mt-10 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-12">
            <ProjectGallery images={project.images} title={project.name} captions={project.imageCaptions} />
            {project.challenge && (
              <section aria-labelledby="challenge">
                <h2 id="challenge" className={heading}>{t("caseStudy.challenge")}</h2>
                <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{project.challenge}</p>
              </section>
            )}
            {project.approach && (
              <section aria-labelledby="approach">
                <h2 id="approach" className={heading}>{t("caseStudy.approach")}</h2>
                <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{project.approach}</p>
              </section>
            )}
            {project.features.length > 0 && (
              <section aria-labelledby="delivered">
                <h2 id="delivered" className={heading}>{t("caseStudy.delivered")}</h2>
                <CheckList items={project.features} className="mt-4 grid gap-3 sm:grid-cols-2" />
              </section>
            )}
            {project.results.length > 0 && (
              <section aria-labelledby="results">
                <h2 id="results" className={heading}>{t("detail.results")}</h2>
                <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                  {project.results.map((result) => (
                    <div key={result.label} className="flex min-w-0 flex-col-reverse rounded-2xl bg-brand-50 p-5 dark:bg-slate-900">
                      <dt className="mt-1 text-slate-600 dark:text-slate-400">{result.label}</dt>
                      <dd className="text-3xl font-extrabold break-words text-brand-700 dark:text-brand-100">{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {project.testimonialQuote ? (
              <section aria-labelledby="testimonial">
                <h2 id="testimonial" className={heading}>{t("detail.testimonial")}</h2>
                <figure className="mt-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                  <Quote aria-hidden="true" className="h-8 w-8 text-brand-500" />
                  <blockquote className="mt-3 text-lg leading-8 text-slate-800 dark:text-slate-100">{project.testimonialQuote}</blockquote>
                  <figcaption className="mt-4">
                    <span className="font-bold text-slate-900 dark:text-white">{project.testimonialAuthor}</span>
                    <span className="block text-slate-600 dark:text-slate-400">{project.testimonialRole}</span>
                  </figcaption>
                </figure>
              </section>
            ) : null}
          </div>

          <aside className="space-y-8">
            <section aria-labelledby="details" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <h2 id="details" className="text-xl font-bold text-slate-900 dark:text-white">{t("detail.details")}</h2>
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
              <h2 id="technologies" className="text-xl font-bold text-slate-900 dark:text-white">{t("detail.technologies")}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {project.technologies.map((technology) => (
                  <li key={technology} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium dark:bg-slate-800">
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="team" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <h2 id="team" className="text-xl font-bold text-slate-900 dark:text-white">{t("detail.team")}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("caseStudy.teamLead")}</p>
              <ul className="mt-4 space-y-4">
                {project.team.map((member) => (
                  <li key={member.name} className="flex items-center gap-3">
                    {member.portrait ? (
                      <img
                        src={member.portrait}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                        className="h-12 w-12 rounded-full object-cover"
                        style={cropStyle(member.portrait)}
                      />
                    ) : null}
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">{member.name}</span>
                      <span className="text-sm text-slate-600 dark:text-slate-400">{t(`roles.${member.role}`)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>
      </div>
      <CtaBanner {...loaderData.callToAction} to="/contact" />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("portfolio");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <DetailNotFound title={t("detail.notFound")} text={t("detail.notFoundText")} back={{ to: "/portfolio", label: t("detail.back") }} />;
  }
  return <PageErrorBoundary error={error} />;
}
