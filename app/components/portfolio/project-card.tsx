import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ViewMode } from "~/components/ui/view-toggle";
import { pick } from "~/lib/pick";
import type { Project } from "~/lib/site-content";
import { useCropStyle } from "~/lib/focal-points";

const cardFields = ["slug", "images", "category", "name", "subtitle", "description"] as const;

/** What a card shows of a project (its first picture): the whole record stays on the server (an island's props are small). */
export type ProjectCardData = Pick<Project, (typeof cardFields)[number]>;

export const projectCardOf = (project: ProjectCardData): ProjectCardData => ({
  ...pick(project, cardFields),
  images: project.images.slice(0, 1),
});

interface ProjectCardProps {
  project: ProjectCardData;
  view?: ViewMode;
  /** The portfolio page shows each project's description. */
  withDescription?: boolean;
  /** The card's heading level under the page's outline: 2 straight under the page title, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The first card of a list: its image is likely the largest paint, so it loads at once. */
  eager?: boolean;
}

/** A project in a grid or a list, linking to its detail page. */
export function ProjectCard({
  project,
  view = "grid",
  withDescription = false,
  headingLevel = 3,
  eager = false,
}: ProjectCardProps) {
  const { t } = useTranslation("projects");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cropStyle = useCropStyle();
  return (
    <article
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 ${view === "grid" ? "flex-col" : "flex-col sm:flex-row"}`}
    >
      <img
        src={project.images[0]}
        alt=""
        width={1200}
        height={800}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        className={`aspect-[3/2] h-auto object-cover ${view === "grid" ? "w-full" : "w-full sm:w-72"}`}
        style={cropStyle(project.images[0])}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">
          {t(`categories.${project.category}`)}
        </p>
        <Heading className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
          <Link to={`/portfolio/${project.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.name}
          </Link>
        </Heading>
        <p className="mt-1 font-medium text-slate-700 dark:text-slate-300">{project.subtitle}</p>
        {withDescription ? <p className="mt-3 text-slate-600 dark:text-slate-400">{project.description}</p> : null}
        <span className="flex-1" />
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100"
        >
          {t("viewProject")}
          <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
