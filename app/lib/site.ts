/**
 * The agency's own details: the one place an agency changes to put its name on the site.
 * Visible wording lives in the locale files; these are identifiers and addresses.
 */
export const site = {
  phoneHref: "tel:+994125550123",
  email: "hello@novadigital.az",
  whatsappUrl: "https://wa.me/994125550123",
  social: {
    instagram: "https://www.instagram.com/novadigital.az",
    facebook: "https://www.facebook.com/novadigital.az",
    linkedin: "https://www.linkedin.com/company/novadigital-az",
    telegram: "https://t.me/novadigital_az",
  },
  /** The agency's "how we work" film on YouTube, played from youtube-nocookie.com only on request. */
  processVideoId: "aqz-KE-bpKQ",
  /** Marketing figures (spec section 9), shown with a "+" or "%" suffix. */
  stats: { yearsOfExperience: 10, projectsDelivered: 200, partners: 50, satisfactionPercent: 98, awards: 15 },
} as const;

export type SocialNetwork = keyof typeof site.social;
