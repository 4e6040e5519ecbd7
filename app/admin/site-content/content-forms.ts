// The admin's form for each kind of site content (decision 019: a new kind is a schema and
// a few words on how staff edit it). One generic form renders every kind. Each field's
// control, order, range and choices are read from the kind's own Zod schema
// (common/content/kinds.ts, through its JSON Schema); what the schema cannot say (a long
// text, an image, a label shared with another field) is written here, once per kind.
import * as z from "zod/mini";
import {
  complexities,
  currencies,
  durations,
  figureSuffixes,
  figureSources,
  offeringIcons,
  pricePeriods,
  projectCategories,
  serviceCategories,
  serviceIcons,
  teamSizes,
  testimonialPlacements,
  navigationPlacements,
} from "../../../common/content/choices";
import type { ContentItem } from "../../../common/content/items";
import { type ContentKind, contentKindNames, contentKinds } from "../../../common/content/kinds";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { slugify } from "../../../common/slug";

/** Choices with a label each, under `content.options.{set}` in admin.json; `raw` ones show the value itself. */
export interface OptionSet {
  set: string;
  values: readonly string[];
  raw?: boolean;
}

/** A control in a list of objects (a service's steps, a project's results). */
export type SubFieldDescription = { name: string; label?: string } & (
  { control: "text" | "textarea" | "image" } | { control: "select"; options: OptionSet }
);

/**
 * A control of the form. Its label is `content.fields.{label ?? name}`, its hint, when there
 * is one, `content.hints.{label ?? name}`.
 */
export type FieldDescription = { name: string; label?: string } & (
  | {
      control: "text" | "textarea" | "richtext" | "image" | "gallery" | "lines" | "checkbox" | "color" | "month";
    }
  /** Team page items, ticked by id in the order they are credited (decision 073). */
  | { control: "team" }
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

/** Each list of choices with the translation set that labels it. */
const optionSets: OptionSet[] = [
  { set: "icon", values: serviceIcons },
  { set: "serviceCategory", values: serviceCategories },
  { set: "duration", values: durations },
  { set: "teamSize", values: teamSizes },
  { set: "complexity", values: complexities },
  { set: "projectCategory", values: projectCategories },
  { set: "placement", values: testimonialPlacements },
  { set: "currency", values: currencies, raw: true },
  { set: "period", values: pricePeriods },
  { set: "suffix", values: figureSuffixes },
  { set: "figureSource", values: figureSources },
  { set: "offeringIcon", values: offeringIcons },
  { set: "navigationPlacement", values: navigationPlacements },
];

function optionSetOf(values: readonly string[]): OptionSet {
  const found = optionSets.find((options) => options.values.join("|") === values.join("|"));
  if (!found) throw new Error(`No translation set labels the choices ${values.join(", ")}`);
  return { raw: false, ...found };
}

/**
 * How staff edit a kind where its schema does not say: the control of a text or an image
 * (plain text otherwise; `process.description` names a field of a list's entries), labels shared
 * with another field, the list's thumbnail, and where an empty slug comes from.
 */
interface KindForm {
  controls?: Record<string, "textarea" | "richtext" | "image" | "gallery" | "color" | "month" | "team">;
  labels?: Record<string, string>;
  thumbnail?: string;
  slugFrom?: ContentFormDescription["slugFrom"];
}

const kindForms: Record<ContentKind, KindForm> = {
  services: {
    thumbnail: "coverImage",
    slugFrom: { part: "text", name: "title" },
    controls: { coverImage: "image", description: "textarea", "process.description": "textarea" },
  },
  projects: {
    thumbnail: "images",
    slugFrom: { part: "fields", name: "name" },
    controls: {
      images: "gallery",
      completed: "month",
      team: "team",
      description: "textarea",
      challenge: "textarea",
      approach: "textarea",
      testimonialQuote: "textarea",
    },
    labels: { features: "deliverables" },
  },
  testimonials: { thumbnail: "portrait", controls: { portrait: "image", quote: "textarea" } },
  partners: { thumbnail: "logo", controls: { logo: "image", color: "color" } },
  faq: { controls: { answer: "textarea" } },
  packages: {},
  team: { thumbnail: "portrait", controls: { portrait: "image" }, labels: { name: "personName" } },
  "about-figures": {},
  offerings: { controls: { description: "textarea" } },
  // The list allows more than one; the home page shows the first visible one.
  "featured-project": { thumbnail: "image", controls: { image: "image", description: "textarea" } },
  "page-texts": { controls: { seoDescription: "textarea", lead: "textarea" } },
  "home-page": {
    controls: {
      heroImage: "image",
      heroLead: "textarea",
      "benefits.text": "textarea",
      servicesLead: "textarea",
      whyLead: "textarea",
      testimonialsLead: "textarea",
      partnersLead: "textarea",
      portfolioLead: "textarea",
      newsletterText: "textarea",
    },
  },
  "about-page": {
    controls: {
      story: "textarea",
      missionText: "textarea",
      visionText: "textarea",
      valuesLead: "textarea",
      "values.text": "textarea",
      teamLead: "textarea",
      organizationDescription: "textarea",
    },
  },
  "services-page": {
    controls: {
      videoText: "textarea",
      processLead: "textarea",
      "processSteps.text": "textarea",
      brochureContactText: "textarea",
    },
  },
  "packages-page": {},
  footer: { controls: { about: "textarea" } },
  "calls-to-action": { controls: { text: "textarea" }, labels: { text: "callToActionText" } },
  navigation: {},
  pages: { slugFrom: { part: "text", name: "title" }, controls: { body: "richtext", seoDescription: "textarea" } },
};

/** The part of a JSON Schema the form is read from. */
interface JsonSchema {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

/** One control per property, in the schema's order; `prefix` names a list whose entries they edit. */
function describeFields(schema: JsonSchema, form: KindForm, prefix = ""): FieldDescription[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const label = form.labels?.[prefix + name];
    const field = { name, ...(label ? { label } : {}) };
    const value = property.anyOf?.find((option) => option.type !== "null") ?? property;
    if (value.enum) return { ...field, control: "select", options: optionSetOf(value.enum) };
    if (value.type === "boolean") return { ...field, control: "checkbox" };
    if (value.type === "integer" || value.type === "number") {
      const nullable = Boolean(property.anyOf?.some((option) => option.type === "null"));
      return { ...field, control: "number", min: value.minimum!, max: value.maximum!, nullable };
    }
    const control = form.controls?.[prefix + name];
    if (value.type === "array" && control !== "gallery" && control !== "team") {
      const items = value.items ?? {};
      if (items.enum) return { ...field, control: "choices", options: optionSetOf(items.enum) };
      if (items.type === "object") {
        return { ...field, control: "objects", of: describeFields(items, form, `${name}.`) as SubFieldDescription[] };
      }
      return { ...field, control: "lines" };
    }
    return { ...field, control: control ?? "text" };
  });
}

/** The JSON Schema of what the form sends (before the schema's defaults and transforms). */
const jsonSchemaOf = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

function describeKind(kind: ContentKind): ContentFormDescription {
  const { controls: _controls, labels: _labels, ...form } = kindForms[kind];
  return {
    ...form,
    fields: describeFields(jsonSchemaOf(contentKinds[kind].fields), kindForms[kind]),
    text: describeFields(jsonSchemaOf(contentKinds[kind].text), kindForms[kind]),
  };
}

export const contentForms = Object.fromEntries(contentKindNames.map((kind) => [kind, describeKind(kind)])) as Record<
  ContentKind,
  ContentFormDescription
>;

/** Whether a kind's form ticks people of the team page (a project's team), which its screen then loads. */
export function picksTeam(kind: ContentKind): boolean {
  return contentForms[kind].fields.some((field) => field.control === "team");
}

/** What an empty control holds: a new item's value, and a language's text not written yet. */
function emptyValue(field: FieldDescription | SubFieldDescription): unknown {
  switch (field.control) {
    case "gallery":
    case "team":
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
