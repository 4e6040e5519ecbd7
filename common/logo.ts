// The logo generator (docs/decisions/043): what a visitor asks for, what a proposal is, and
// how an order of one is shown to staff. The recipe names everything a procedural logo is
// made of, so the server can draw it again from the recipe alone (for "more like this",
// the preview and the download) and never keeps proposals.
import * as z from "zod/mini";
import { emailField, id, requiredText, timestamp } from "./fields";
import { leadStatuses } from "./leads";
import { leadOriginField } from "./traffic";
import { logoColours, logoFonts, logoLayouts, logoLimits, logoPalettes, logoStyles } from "./logo-options";

export * from "./logo-options";

/** Everything a procedural logo is drawn from, besides the business's name. */
export const logoRecipeSchema = z.strictObject({
  icon: z.string({ error: "validation.choice" }).check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "validation.choice")),
  palette: z.enum(logoPalettes, { error: "validation.choice" }),
  font: z.enum(logoFonts, { error: "validation.choice" }),
  layout: z.enum(logoLayouts, { error: "validation.choice" }),
  /** The tagline's typeface, paired with the name's (recipes made before decision 063 have none). */
  tagFont: z.optional(z.enum(logoFonts, { error: "validation.choice" })),
  /** A short line under the name (the description, when it is short); drawn as outlines like the name. */
  tagline: z.optional(
    z.string({ error: "validation.choice" }).check(z.maxLength(logoLimits.tagline, "validation.tooLong")),
  ),
});
export type LogoRecipe = z.infer<typeof logoRecipeSchema>;

const seedField = z
  .number({ error: "validation.number" })
  .check(
    z.int("validation.number"),
    z.minimum(0, "validation.number"),
    z.maximum(logoLimits.seed, "validation.number"),
  );

/** What the page sends to generate proposals; `like` asks for more like one of them. */
export const logoRequestSchema = z.object({
  name: requiredText(logoLimits.name),
  description: z
    .string({ error: "validation.logoDescription" })
    .check(
      z.trim(),
      z.minLength(1, "validation.logoDescription"),
      z.maxLength(logoLimits.description, "validation.tooLong"),
    ),
  style: z.optional(z.enum(logoStyles, { error: "validation.choice" })),
  colour: z.optional(z.enum(logoColours, { error: "validation.choice" })),
  seed: z.optional(seedField),
  like: z.optional(logoRecipeSchema),
  /** The ideas on screen beside `like`: "more like this" proposes none of them again. */
  shown: z.optional(z.array(logoRecipeSchema).check(z.maxLength(8, "validation.tooLong"))),
});
export type LogoRequest = z.infer<typeof logoRequestSchema>;

/** The colours a logo is drawn in (the download's colour sheet and the page's previews use them). */
export const logoColoursSchema = z.strictObject({ mark: z.string(), accent: z.string(), ink: z.string() });
export type LogoColourSet = z.infer<typeof logoColoursSchema>;

/** One proposal: drawn by the generator from its recipe, or an image-generation service's picture. */
export const logoProposalSchema = z.union([
  z.strictObject({
    source: z.literal("generator"),
    recipe: logoRecipeSchema,
    svg: z.string(),
    /** The same logo for a dark background: the name in white. */
    svgOnDark: z.string(),
    colours: logoColoursSchema,
    fontName: z.string(),
  }),
  z.strictObject({
    source: z.literal("image-service"),
    /** A PNG as a data: address. */
    image: z.string(),
    /** The server's signature of the image, so an order can name it without the server keeping it. */
    signature: z.string(),
  }),
]);
export type LogoProposal = z.infer<typeof logoProposalSchema>;

export const logoProposalsSchema = z.strictObject({
  /** The seed these proposals were made with; the same request and seed make the same ones. */
  seed: z.int(),
  proposals: z.array(logoProposalSchema),
});
export type LogoProposals = z.infer<typeof logoProposalsSchema>;

/** What the site offers for a chosen logo: Stripe's checkout, a download for an email, or nothing. */
export const logoOffers = ["paid", "email", "none"] as const;
export type LogoOffer = (typeof logoOffers)[number];

/** What the page sends to order a logo: the business, the chosen proposal and the visitor's email. */
export const logoOrderInputSchema = z.object({
  name: requiredText(logoLimits.name),
  description: requiredText(logoLimits.description),
  email: emailField,
  recipe: z.optional(logoRecipeSchema),
  image: z.optional(z.strictObject({ image: z.string().check(z.maxLength(3_000_000)), signature: z.string() })),
});
export type LogoOrderInput = z.infer<typeof logoOrderInputSchema>;

/** The answer to an order: where the visitor goes next (Stripe's page, or the download). */
export const logoOrderStartedSchema = z.strictObject({
  offer: z.enum(["paid", "email"]),
  url: z.string(),
});
export type LogoOrderStarted = z.infer<typeof logoOrderStartedSchema>;

/** The download's query: the order's expiring token (in the link the visitor was sent). */
export const logoDownloadQuerySchema = z.object({ token: z._default(z.string().check(z.maxLength(200)), "") });

export const logoPaymentStatuses = ["pending", "paid", "failed", "expired", "free"] as const;
export type LogoPaymentStatus = (typeof logoPaymentStatuses)[number];

/** A logo order as staff see it among the leads. */
export const logoOrderSchema = z.strictObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  description: z.string(),
  language: z.string(),
  /** The chosen logo as an SVG (drawn again from its recipe) or a PNG data: address. */
  thumbnail: z.string(),
  paymentStatus: z.enum(logoPaymentStatuses),
  paid: z.boolean(),
  downloads: z.int().check(z.minimum(0)),
  downloadedAt: z.nullable(timestamp),
  status: z.enum(leadStatuses),
  notes: z.string(),
  createdAt: timestamp,
  /** Where the order came from (docs/decisions/050); in staff's answers only. */
  origin: leadOriginField,
});
export type LogoOrder = z.infer<typeof logoOrderSchema>;
