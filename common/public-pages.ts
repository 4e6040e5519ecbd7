/**
 * Every public page of app/routes.ts with a fixed address, in the order the sitemap lists
 * them. Blog posts are added from the database. A new public route adds its address here.
 */
const serviceIds = [
  "web-development",
  "ui-design",
  "web-solutions",
  "mobile-development",
  "database-solutions",
  "cloud-infrastructure",
] as const;

const portfolioIds = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const publicPagePaths: readonly string[] = [
  "/",
  "/services",
  ...serviceIds.map((id) => `/services/${id}`),
  "/portfolio",
  ...portfolioIds.map((id) => `/portfolio/${id}`),
  "/about",
  "/blog",
  "/contact",
  "/faq",
  "/references",
  "/packages",
  "/muraciet",
  "/terms",
  "/privacy",
];
