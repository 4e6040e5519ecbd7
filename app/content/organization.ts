/**
 * The agency's facts as search engines read them on the about page (structured data only,
 * so this never reaches the browser): the spec's founded 2015 with 50+ employees. Its
 * name, phone, address and profiles are site settings.
 */
export const organizationFacts = {
  foundingYear: 2015,
  minEmployees: 50,
} as const;
