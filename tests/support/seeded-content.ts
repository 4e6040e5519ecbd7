import { publicPagePathsWith } from "../../common/public-pages";
import { allShippedContent } from "../../server/seed/site-content/shipped.server";

/** The public addresses of the seeded services, projects and simple pages. */
export const seededSlugs = {
  services: allShippedContent.services.map((item) => item.slug!),
  projects: allShippedContent.projects.map((item) => item.slug!),
  pages: allShippedContent.pages.map((item) => item.slug!),
};

/** Every public page of a freshly seeded site, services', projects' and simple pages included. */
export const seededPublicPagePaths = publicPagePathsWith(seededSlugs);

/** A seeded item's text in one language, e.g. `seededText("services", 0, "tr").title`. */
export function seededText(kind: keyof typeof allShippedContent, index: number, language: string) {
  const text = allShippedContent[kind][index]!.text;
  return { ...text.en, ...text[language] } as Record<string, any>;
}

/** The text in one language of the seeded item of a kind with this slug (`seededTextOf("page-texts", "contact", "tr")`). */
export function seededTextOf(kind: keyof typeof allShippedContent, slug: string | null, language: string) {
  return seededText(
    kind,
    allShippedContent[kind].findIndex((item) => item.slug === slug),
    language,
  );
}
