import { ArrowRight } from "lucide-react";
import type { SectionText } from "~/lib/site-content";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProjectCard } from "~/components/portfolio/project-card";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Project } from "~/lib/site-content";

/** The latest projects (the loader picks six), linking to the portfolio. */
export function PortfolioGrid({ projects, heading }: { projects: Project[]; heading: SectionText }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-portfolio" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="home-portfolio" title={heading.title} subtitle={heading.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to="/portfolio"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            {t("portfolio.viewAll")}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
