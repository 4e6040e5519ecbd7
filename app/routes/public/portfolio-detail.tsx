import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ProjectFacts } from "~/components/portfolio/project-facts";
import { ProjectStory } from "~/components/portfolio/project-story";
import { DetailNotFound } from "~/components/ui/detail-not-found";
import { readDatabase } from "~/lib/database-reads.server";
import { bySlug } from "~/lib/site-content";
import { creditedTeam } from "~/lib/project-team";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as PageErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/portfolio-detail";
import { appContext } from "../../../server/load-context.server";
import { fillCallToAction, readCallToAction } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame and the gallery (its full-screen view).
export const handle: RouteHandle = { i18n: ["portfolio", "projects"], islands: true };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { t, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [projects, team, callToActionTemplate] = await readDatabase(() =>
    Promise.all([content("projects"), content("team"), readCallToAction(content, "project")]),
  );
  const project = bySlug(projects, params.id);
  if (!project) throw data({ title: t("portfolio:detail.notFound"), siteName }, { status: 404 });
  return {
    project,
    team: creditedTeam(project.team, team),
    callToAction: fillCallToAction(callToActionTemplate, { project: project.name }),
    meta: { title: project.name, description: project.description, siteName },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error ? notFoundMeta(error) : pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function PortfolioDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["portfolio", "projects"]);
  const { project, team } = loaderData;
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
          <ProjectStory project={project} />
          <ProjectFacts project={project} team={team} />
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
