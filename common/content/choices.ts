// The fixed choices of site content's fields (decision 019), apart from their Zod schemas in
// kinds.ts so that public pages can name them without bundling the validator.

export const serviceIcons = ["code", "pen", "globe", "smartphone", "database", "cloud"] as const;
export const serviceCategories = ["development", "design", "marketing", "consulting", "analytics"] as const;
export const durations = ["short", "medium", "long"] as const;
export const teamSizes = ["small", "medium", "large"] as const;
export const complexities = ["low", "medium", "high"] as const;
export const projectCategories = ["web", "mobile", "design", "marketing"] as const;
export const testimonialPlacements = ["home", "services", "references"] as const;
export const currencies = ["USD", "EUR", "AZN", "TRY", "RUB"] as const;
export const pricePeriods = ["month", "year", "once"] as const;
export const figureSuffixes = ["", "+", "%"] as const;
/**
 * Where an About page figure's number comes from: its own value, or one of the settings'
 * figures, so the team size or client count is typed once (decision 062).
 */
export const figureSources = ["own", "teamSize", "projectsDelivered", "partners", "yearsOfExperience"] as const;
/** The home page's "What we do" cards: the four shipped ones use the first four. */
export const offeringIcons = [
  "megaphone",
  "code",
  "palette",
  "sparkles",
  "globe",
  "smartphone",
  "search",
  "chart",
] as const;
/** The public pages whose SEO title, description, heading and lead are `page-texts` items (their slugs). */
export const textPages = [
  "home",
  "services",
  "portfolio",
  "about",
  "blog",
  "contact",
  "faq",
  "references",
  "packages",
  "application",
  "logo-generator",
] as const;
export type TextPage = (typeof textPages)[number];
/** The call-to-action blocks, each a `calls-to-action` item under this slug. */
export const callToActionPlaces = [
  "home",
  "about",
  "services",
  "faq",
  "service",
  "project",
  "post",
  "packages",
] as const;
export type CallToActionPlace = (typeof callToActionPlaces)[number];
/** Where a navigation link is shown; a link may be in several places. */
export const navigationPlacements = ["header", "more", "mobile", "footer"] as const;
