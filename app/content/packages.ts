/** The packages page's cards (spec section 2, "Packages"); their wording is in the `packages` namespace. */
export const packageKeys = ["basic", "standard", "premium", "bonus"] as const;
export type PackageKey = (typeof packageKeys)[number];

/** The card marked 'POPULYAR' and highlighted. */
export const popularPackage: PackageKey = "standard";
