/**
 * The agency as search engines read it on the about page (structured data only, so this
 * never reaches the browser): international phone, postal address, and the spec's
 * organisation facts, founded 2015 with 50+ employees.
 */
export const organizationFacts = {
  telephone: "+994125550123",
  address: { streetAddress: "28 Nizami Street", addressLocality: "Baku", postalCode: "AZ1010", addressCountry: "AZ" },
  foundingYear: 2015,
  minEmployees: 50,
} as const;
