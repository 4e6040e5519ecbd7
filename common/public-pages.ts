import { type TextPage, textPages } from "./content/choices";

/**
 * The address of each public page of app/routes.ts with a fixed address, by the slug of
 * its `page-texts` item (its SEO title and header, decision 040): the one place the
 * sitemap, the share cards and the admin's "view on site" links read it from. Addresses
 * are the same in every language (the language is `?lng=`, docs/ARCHITECTURE.md,
 * Languages and URLs). app/routes.test.ts checks that the routes serve exactly these.
 */
export const textPagePaths: Record<TextPage, string> = {
  home: "/",
  services: "/services",
  portfolio: "/portfolio",
  about: "/about",
  blog: "/blog",
  contact: "/contact",
  faq: "/faq",
  references: "/references",
  packages: "/packages",
  application: "/muraciet",
  "logo-generator": "/logo-generator",
};

/** Every fixed public address, in the order the sitemap lists them. */
export const publicPagePaths: readonly string[] = textPages.map((page) => textPagePaths[page]);

/** The first segments of the fixed public pages' addresses (`services` of `/services/:id`). */
export const publicPageSegments: readonly string[] = publicPagePaths.map((path) => path.split("/")[1]!).filter(Boolean);

/**
 * First path segments the site uses for what is no page: the admin, the API and files
 * (uploads, built assets, share cards, images, fonts). Their addresses keep their case.
 */
export const nonPageSegments: readonly string[] = ["admin", "api", "media", "assets", "share", "images", "fonts"];

const textPagesByPath = new Map(textPages.map((page) => [textPagePaths[page], page]));

/** The page whose `page-texts` item has `slug`, as an address; undefined for another slug. */
export function textPagePath(slug: string): string | undefined {
  return isTextPage(slug) ? textPagePaths[slug] : undefined;
}

/** The slug of the `page-texts` item of the page at `path`; undefined for another address. */
export function textPageAt(path: string): TextPage | undefined {
  return textPagesByPath.get(path);
}

function isTextPage(slug: string): slug is TextPage {
  return (textPages as readonly string[]).includes(slug);
}

/** The kinds of site content whose items have a page of their own, and its address. */
const itemPagePaths = {
  services: (slug: string) => `/services/${slug}`,
  projects: (slug: string) => `/portfolio/${slug}`,
  pages: (slug: string) => `/${slug}`,
} as const;

/** The address of a site content item's own page (a service, a project, a simple page), or undefined for a kind without pages. */
export function contentItemPath(kind: string, slug: string | null): string | undefined {
  return slug && Object.hasOwn(itemPagePaths, kind)
    ? itemPagePaths[kind as keyof typeof itemPagePaths](slug)
    : undefined;
}

/**
 * The fixed pages with each service's and project's page after its list, then the simple
 * pages (`/privacy`), as the sitemap orders them.
 */
export function publicPagePathsWith(addresses: { services: string[]; projects: string[]; pages: string[] }): string[] {
  return [
    ...publicPagePaths.flatMap((path) => {
      if (path === "/services") return [path, ...addresses.services.map(itemPagePaths.services)];
      if (path === "/portfolio") return [path, ...addresses.projects.map(itemPagePaths.projects)];
      return [path];
    }),
    ...addresses.pages.map(itemPagePaths.pages),
  ];
}

/** An author's page (decision 039): their bio and their published posts. */
export function authorPagePath(slug: string): string {
  return `/blog/author/${slug}`;
}

/** A post version's page (each version has its own slug, decision 021). */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}
