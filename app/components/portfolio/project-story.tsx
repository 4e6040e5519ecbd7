import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ProjectGallery } from "~/components/portfolio/project-gallery";
import { CheckList } from "~/components/ui/check-list";
import { Island } from "~/islands/island";
import type { Project } from "~/lib/site-content";

/** A case study's story: its pictures, the challenge and approach, what was delivered, the results and the client's words. */
export function ProjectStory({ project }: { project: Project }) {
  const { t } = useTranslation(["portfolio", "projects"]);
  const heading = "text-2xl font-bold text-slate-900 dark:text-white";
  return (
    <div className="min-w-0 space-y-12">
      <Island
        name="project-gallery"
        component={ProjectGallery}
        props={{ images: project.images, title: project.name, captions: project.imageCaptions }}
      />
      {project.challenge && (
        <section aria-labelledby="challenge">
          <h2 id="challenge" className={heading}>
            {t("caseStudy.challenge")}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{project.challenge}</p>
        </section>
      )}
      {project.approach && (
        <section aria-labelledby="approach">
          <h2 id="approach" className={heading}>
            {t("caseStudy.approach")}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{project.approach}</p>
        </section>
      )}
      {project.features.length > 0 && (
        <section aria-labelledby="delivered">
          <h2 id="delivered" className={heading}>
            {t("caseStudy.delivered")}
          </h2>
          <CheckList items={project.features} className="mt-4 grid gap-3 sm:grid-cols-2" />
        </section>
      )}
      {project.results.length > 0 && (
        <section aria-labelledby="results">
          <h2 id="results" className={heading}>
            {t("detail.results")}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {project.results.map((result) => (
              <div
                key={result.label}
                className="flex min-w-0 flex-col-reverse rounded-2xl bg-brand-50 p-5 dark:bg-slate-900"
              >
                <dt className="mt-1 text-slate-600 dark:text-slate-400">{result.label}</dt>
                <dd className="text-3xl font-extrabold break-words text-brand-700 dark:text-brand-100">
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {project.testimonialQuote ? (
        <section aria-labelledby="testimonial">
          <h2 id="testimonial" className={heading}>
            {t("detail.testimonial")}
          </h2>
          <figure className="mt-4 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <Quote aria-hidden="true" className="h-8 w-8 text-brand-500" />
            <blockquote className="mt-3 text-lg leading-8 text-slate-800 dark:text-slate-100">
              {project.testimonialQuote}
            </blockquote>
            <figcaption className="mt-4">
              <span className="font-bold text-slate-900 dark:text-white">{project.testimonialAuthor}</span>
              <span className="block text-slate-600 dark:text-slate-400">{project.testimonialRole}</span>
            </figcaption>
          </figure>
        </section>
      ) : null}
    </div>
  );
}
