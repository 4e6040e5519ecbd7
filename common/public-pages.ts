/**
 * Every public page of app/routes.ts with a fixed address, in the order the sitemap lists
 * them. Services, projects, simple pages (from the site content) and blog posts are added
 * from the database. A new public route adds its address here.
 */
export const publicPagePaths: readonly string[] = [
  "/",
  "/services",
  "/portfolio",
  "/about",
  "/blog",
  "/contact",
  "/faq",
  "/references",
  "/packages",
  "/muraciet",
  "/logo-generator",
];

/**
 * The fixed pages with each service's and project's page after its list, then the simple
 * pages (`/privacy`), as the sitemap orders them.
 */
export function publicPagePathsWith(addresses: { services: string[]; projects: string[]; pages: string[] }): string[] {
  return [
    ...publicPagePaths.flatMap((path) => {
      if (path === "/services") return [path, ...addresses.services.map((slug) => `/services/${slug}`)];
      if (path === "/portfolio") return [path, ...addresses.projects.map((slug) => `/portfolio/${slug}`)];
      return [path];
    }),
    ...addresses.pages.map((slug) => `/${slug}`),
  ];
}

/** An author's page (decision 039): their bio and their published posts. */
export function authorPagePath(slug: string): string {
  return `/blog/author/${slug}`;
}
