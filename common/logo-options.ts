// The logo generator's choices and limits, without Zod: the public page's first load needs
// them (its selects, its fields' lengths); the schemas in ./logo.ts load on the first request.

/**
 * The compositions (docs/decisions/043, 063): the first five since the generator began; then a
 * monogram emblem, a stacked lock-up with a tagline, an inline lock-up, a symbol fused into a
 * round letter of the name, a symbol in a shape, and a wordmark with a coloured letter.
 */
export const logoLayouts = [
  "beside",
  "stacked",
  "badge",
  "monogram",
  "wordmark",
  "emblem",
  "lockup",
  "inline",
  "fused",
  "shape",
  "lettermark",
] as const;
export type LogoLayout = (typeof logoLayouts)[number];

export const logoFonts = ["montserrat", "playfair-display", "roboto-slab", "comfortaa", "oswald", "lora"] as const;
export type LogoFont = (typeof logoFonts)[number];

export const logoStyles = ["modern", "classic", "playful", "elegant", "bold"] as const;
export type LogoStyle = (typeof logoStyles)[number];

export const logoColours = [
  "blue",
  "green",
  "red",
  "orange",
  "purple",
  "pink",
  "teal",
  "brown",
  "gold",
  "mono",
] as const;
export type LogoColour = (typeof logoColours)[number];

export const logoPalettes = [
  "ocean",
  "navy",
  "forest",
  "mint",
  "cherry",
  "ruby",
  "sunset",
  "terracotta",
  "violet",
  "plum",
  "blush",
  "rose",
  "lagoon",
  "aqua",
  "espresso",
  "walnut",
  "gilded",
  "champagne",
  "ink",
  "graphite",
] as const;
export type LogoPalette = (typeof logoPalettes)[number];

export const logoLimits = { name: 40, description: 300, seed: 2 ** 32 - 1, tagline: 32 } as const;

/** A key that tells two recipes apart (the page's list keys, the generator's duplicates). */
export const logoRecipeKey = (recipe: {
  icon: string;
  palette: string;
  font: string;
  tagFont?: string;
  layout: string;
}) => `${recipe.icon}|${recipe.palette}|${recipe.font}|${recipe.tagFont ?? ""}|${recipe.layout}`;
