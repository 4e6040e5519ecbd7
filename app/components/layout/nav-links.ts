/** The public navigation of the spec's "Public layout", as translation keys and paths. */
export const primaryLinks = [
  { to: "/", label: "nav.home" },
  { to: "/portfolio", label: "nav.portfolio" },
  { to: "/about", label: "nav.about" },
  { to: "/blog", label: "nav.blog" },
] as const;

export const additionalLinks = [
  { to: "/references", label: "nav.references" },
  { to: "/packages", label: "nav.packages" },
  { to: "/contact", label: "nav.contact" },
  { to: "/faq", label: "nav.faq" },
  { to: "/logo-generator", label: "nav.logoGenerator" },
] as const;

export const footerLinks = [
  { to: "/services", label: "nav.services" },
  { to: "/portfolio", label: "nav.portfolio" },
  { to: "/about", label: "nav.about" },
  { to: "/blog", label: "nav.blog" },
  { to: "/contact", label: "nav.contact" },
  // The application form feeds the leads pipeline; the spec's footer list plus this link.
  { to: "/muraciet", label: "nav.application" },
] as const;

/** The mobile menu lists every page, services included. */
export const mobileLinks = [
  primaryLinks[0],
  { to: "/services", label: "nav.services" },
  ...primaryLinks.slice(1),
  ...additionalLinks,
] as const;
