// The admin's form for each kind of site content, described as data (decision 019: a new
// kind is a schema and a form description). One generic form renders every description;
// the fields' checks are the kind's own Zod schemas (common/content/kinds.ts), so a
// description only says which control edits a field and in what order.
// content-forms.test.ts fails when a schema has a field no description edits.
import type { ContentItem } from "../../../common/content/items";
import { type ContentKind, contentKinds } from "../../../common/content/kinds";
import {
  complexities,
  currencies,
  durations,
  figureSuffixes,
  offeringIcons,
  pricePeriods,
  projectCategories,
  projectRoles,
  serviceCategories,
  serviceIcons,
  teamSizes,
  testimonialPlacements,
} from "../../../common/content/choices";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { slugify } from "../../../common/slug";

/** Choices with a label each, under `content.options.{set}` in admin.json; `raw` ones show the value itself. */
export interface OptionSet {
  set: string;
  values: readonly string[];
  raw?: boolean;
}

const options = (set: string, values: readonly string[], raw = false): OptionSet => ({ set, values, raw });

/** A control in a list of objects (a project's team, a service's steps). */
export type SubFieldDescription = { name: string; label?: string } & (
  { control: "text" | "textarea" | "image" } | { control: "select"; options: OptionSet }
);

/**
 * A control of the form. Its label is `content.fields.{label ?? name}`, its hint, when there
 * is one, `content.hints.{label ?? name}`.
 */
export type FieldDescription = { name: string; label?: string } & (
  | { control: "text" | "textarea" | "image" | "gallery" | "lines" | "checkbox" | "color" | "month" }
  | { control: "number"; min: number; max: number; nullable?: boolean }
  | { control: "select" | "choices"; options: OptionSet }
  | { control: "objects"; of: SubFieldDescription[] }
);

export interface ContentFormDescription {
  /** Language-independent fields. */
  fields: FieldDescription[];
  /** Text written once per language (empty: the kind has no text, no language tabs). */
  text: FieldDescription[];
  /** The field holding the list's thumbnail (the first image of a gallery). */
  thumbnail?: string;
  /** For kinds with a public address: the English field a slug left empty is made from. */
  slugFrom?: { part: "fields" | "text"; name: string };
}

const text = (name: string): FieldDescription => ({ name, control: "text" });
const textarea = (name: string): FieldDescription => ({ name, control: "textarea" });
const lines = (name: string): FieldDescription => ({ name, control: "lines" });
const image = (name: string): FieldDescription => ({ name, control: "image" });
const select = (name: string, set: OptionSet): FieldDescription => ({ name, control: "select", options: set });
const number = (name: string, min: number, max: number, nullable = false): FieldDescription => ({
  name,
  control: "number",
  min,
  max,
  nullable,
});

export const contentForms: Record<ContentKind, ContentFormDescription> = {
  services: {
    thumbnail: "coverImage",
    slugFrom: { part: "text", name: "title" },
    fields: [
      select("icon", options("icon", serviceIcons)),
      select("category", options("serviceCategory", serviceCategories)),
      image("coverImage"),
      lines("technologies"),
      select("timeline", options("duration", durations)),
      select("teamSize", options("teamSize", teamSizes)),
      select("complexity", options("complexity", complexities)),
      number("priceFrom", 0, 10_000_000),
      number("priceTo", 0, 10_000_000),
    ],
    text: [
      text("title"),
      text("subtitle"),
      textarea("description"),
      lines("features"),
      lines("benefits"),
      {
        name: "process",
        control: "objects",
        of: [
          { name: "title", control: "text" },
          { name: "description", control: "textarea" },
          { name: "duration", control: "text" },
        ],
      },
    ],
  },
  projects: {
    thumbnail: "images",
    slugFrom: { part: "fields", name: "name" },
    fields: [
      text("name"),
      select("category", options("projectCategory", projectCategories)),
      { name: "images", control: "gallery" },
      lines("technologies"),
      number("rating", 1, 5),
      { name: "completed", control: "month" },
      {
        name: "team",
        control: "objects",
        of: [
          { name: "name", label: "personName", control: "text" },
          { name: "role", control: "select", options: options("role", projectRoles) },
          { name: "portrait", control: "image" },
        ],
      },
    ],
    text: [
      text("subtitle"),
      textarea("description"),
      text("client"),
      lines("features"),
      {
        name: "results",
        control: "objects",
        of: [
          { name: "label", control: "text" },
          { name: "value", control: "text" },
        ],
      },
      textarea("testimonialQuote"),
      text("testimonialAuthor"),
      text("testimonialRole"),
    ],
  },
  testimonials: {
    thumbnail: "portrait",
    fields: [
      number("rating", 1, 5),
      image("portrait"),
      { name: "placements", control: "choices", options: options("placement", testimonialPlacements) },
    ],
    text: [textarea("quote"), text("author"), text("position"), text("company")],
  },
  partners: {
    thumbnail: "logo",
    fields: [text("name"), image("logo"), { name: "color", control: "color" }],
    text: [],
  },
  faq: {
    fields: [],
    text: [text("question"), textarea("answer")],
  },
  packages: {
    fields: [
      { name: "highlighted", control: "checkbox" },
      number("price", 0, 10_000_000, true),
      select("currency", options("currency", currencies, true)),
      select("period", options("period", pricePeriods)),
    ],
    text: [text("tier"), text("name"), text("slogan"), text("badge"), lines("features"), text("button")],
  },
  team: {
    thumbnail: "portrait",
    fields: [{ name: "name", label: "personName", control: "text" }, image("portrait")],
    text: [text("role")],
  },
  "about-figures": {
    fields: [number("value", 0, 1_000_000), select("suffix", options("suffix", figureSuffixes))],
    text: [text("label")],
  },
  offerings: {
    fields: [select("icon", options("offeringIcon", offeringIcons)), text("serviceSlug")],
    text: [text("title"), textarea("description"), lines("items")],
  },
  // The list allows more than one; the home page shows the first visible one.
  "featured-project": {
    thumbnail: "image",
    fields: [
      image("image"),
      text("sourceUrl"),
      text("liveUrl"),
      number("users", 0, 1_000_000_000),
      number("stars", 0, 1_000_000_000),
      number("commits", 0, 1_000_000_000),
    ],
    text: [text("title"), textarea("description"), text("imageAlt"), lines("tags")],
  },
};

/** What an empty control holds: a new item's value, and a language's text not written yet. */
function emptyValue(field: FieldDescription | SubFieldDescription): unknown {
  switch (field.control) {
    case "gallery":
    case "lines":
    case "choices":
    case "objects":
      return [];
    case "checkbox":
      return false;
    case "number":
      return field.nullable ? null : undefined;
    case "select":
      // A choice is always made: the first one until staff pick another.
      return field.options.values[0];
    default:
      return "";
  }
}

export function emptyValues(fields: readonly (FieldDescription | SubFieldDescription)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/** The thumbnail's address for the list, if the kind has one and the item an image. */
export function thumbnailOf(kind: ContentKind, fields: Record<string, unknown>): string | undefined {
  const name = contentForms[kind].thumbnail;
  const value = name ? fields[name] : undefined;
  const url = Array.isArray(value) ? value[0] : value;
  return typeof url === "string" && url !== "" ? url : undefined;
}

/** The form's values: every control filled (an item's values, else empty), every language's text present. */
export interface ContentFormValues {
  slug?: string;
  visible: boolean;
  fields: Record<string, unknown>;
  text: Record<Language, Record<string, unknown>>;
}

export function contentFormValues(kind: ContentKind, item?: ContentItem): ContentFormValues {
  const form = contentForms[kind];
  const emptyText = emptyValues(form.text);
  return {
    ...(contentKinds[kind].hasSlug ? { slug: item?.slug ?? "" } : {}),
    visible: item?.visible ?? true,
    fields: { ...emptyValues(form.fields), ...item?.fields },
    text: Object.fromEntries(
      languageCodes.map((language) => [language, { ...emptyText, ...item?.text[language] }]),
    ) as ContentFormValues["text"],
  };
}

/** The values as sent: a slug left empty is made from the kind's English title or name, as for posts. */
export function withSlug(kind: ContentKind, values: ContentFormValues): ContentFormValues {
  const source = contentForms[kind].slugFrom;
  if (!source || values.slug?.trim()) return values;
  const from = source.part === "fields" ? values.fields[source.name] : values.text.en[source.name];
  return { ...values, slug: slugify(typeof from === "string" ? from : "") };
}
