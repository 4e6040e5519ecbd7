/**
 * The agency's own details: the one place an agency changes to put its name on the site.
 * Visible wording lives in the locale files; these are identifiers and addresses.
 */
export const site = {
  phoneHref: "tel:+994125550123",
  /** The phone number in international form, for structured data. */
  phone: "+994125550123",
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
  /** The office, for structured data and the map (OpenStreetMap coordinates). */
  address: { streetAddress: "28 Nizami Street", addressLocality: "Baku", postalCode: "AZ1010", addressCountry: "AZ" },
  office: { latitude: 40.3777, longitude: 49.8433 },
  /** The spec's organisation facts: founded 2015, 50+ employees. */
  foundingYear: 2015,
  minEmployees: 50,
  /** Marketing figures (spec section 9), shown with a "+" or "%" suffix. */
  stats: { yearsOfExperience: 10, projectsDelivered: 200, partners: 50, satisfactionPercent: 98, awards: 15 },
} as const;

export type SocialNetwork = keyof typeof site.social;
