/** The islands a public page can hold; app/islands/islands.client.ts loads each by its name. */
export const islandNames = [
  // The bar's moving parts (app/components/layout/navbar.tsx) and the floating buttons.
  "solid-bar",
  "more-menu",
  "language-dropdown",
  "theme-toggle",
  "mobile-menu",
  "floating-buttons",
  "faq-accordion",
  "stat-figures",
  "opens-at-top",
  "share-button",
  "package-carousel",
  // The forms' pages: /contact (toasts, form, map), /muraciet, /logo-generator.
  "toaster",
  "contact-form",
  "office-map",
  "application-form",
  "logo-generator",
  // The blog: its list (/blog), a post's bookmark toggle and comment form (/blog/:slug).
  "blog-list",
  "bookmark-toggle",
  "comment-form",
  // The home page, /services, /portfolio and a project's page (isl-home).
  "home-services",
  "testimonial-carousel",
  "newsletter-box",
  "special-offer",
  "catalogue",
  "process-video",
  "project-gallery",
] as const;
export type IslandName = (typeof islandNames)[number];
