import { useTranslation } from "react-i18next";
import { type ProjectCardData, ProjectCard } from "~/components/portfolio/project-card";
import { ProjectSkeleton } from "~/components/portfolio/project-skeleton";
import { Catalogue } from "~/components/ui/catalogue";
import { projectCategories } from "../../../common/content/choices";

const portfolioCategories = ["all", ...projectCategories] as const;

/** The portfolio page's heading and its projects, searched (with placeholder cards) and filtered by one category. */
export function PortfolioCatalogue({
  projects,
  heading,
}: {
  projects: ProjectCardData[];
  heading: { title: string; lead: string };
}) {
  const { t } = useTranslation(["portfolio", "projects"]);
  return (
    <Catalogue
      className="px-4 py-16 sm:px-6"
      heading={heading}
      t={t}
      items={projects}
      itemKey={(project) => project.slug}
      categories={portfolioCategories}
      categoryOf={(project) => project.category}
      categoryLabel={(category) => t(`projects:categories.${category}`)}
      searchedTexts={(project) => [project.name, project.description]}
      multipleCategories={false}
      searchSkeleton={<ProjectSkeleton label={t("list.loading")} />}
      itemClassName="flex"
      renderItem={(project, view, index) => (
        <ProjectCard project={project} view={view} withDescription headingLevel={2} eager={index === 0} />
      )}
    />
  );
}
