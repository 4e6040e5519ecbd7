import { publicPagePathsWith } from "../../common/public-pages";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";

/** The public addresses of the seeded services, projects and simple pages. */
export const seededSlugs = {
  services: demoContent.services.map((item) => item.slug!),
  projects: demoContent.projects.map((item) => item.slug!),
  pages: demoContent.pages.map((item) => item.slug!),
};

/** Every public page of a freshly seeded site, services', projects' and simple pages included. */
export const seededPublicPagePaths = publicPagePathsWith(seededSlugs);

/** A detail page's template: the services', projects' pages share one each. */
const template = (path: string) => path.replace(/^\/(services|portfolio)\/.+/, "/$1/:id");

/** Every public page with one detail page per kind (the others share its template) and an author's page. */
export const seededPublicPageKinds = [
  ...seededPublicPagePaths.filter(
    (path, index) => seededPublicPagePaths.findIndex((other) => template(other) === template(path)) === index,
  ),
  "/blog/author/kerem-demir",
];

/** A seeded item's text in one language, e.g. `seededText("services", 0, "tr").title`. */
export function seededText(kind: keyof typeof demoContent, index: number, language: string) {
  const text = demoContent[kind][index]!.text;
  return { ...text.en, ...text[language] } as Record<string, any>;
}

/** The text in one language of the seeded item of a kind with this slug (`seededTextOf("page-texts", "contact", "tr")`). */
export function seededTextOf(kind: keyof typeof demoContent, slug: string | null, language: string) {
  return seededText(
    kind,
    demoContent[kind].findIndex((item) => item.slug === slug),
    language,
  );
}
