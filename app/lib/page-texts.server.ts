import type { CallToActionPlace, TextPage } from "../../common/content/choices";
import type { LocalizedContent } from "../../common/content/items";
import type { PageMeta } from "../../common/page-meta";
import type { AppContext } from "../../server/load-context.server";
import { fixedItem } from "../../server/fixed-content.server";

// Page copy as site content (decision 040): a page's SEO title, description, heading and
// lead, the home and About pages' texts and the calls to action, read through the content
// cache in the request's language (English where a field is not translated).

export const readPageText = (content: AppContext["content"], page: TextPage) => fixedItem(content, "page-texts", page);

export const readHomePage = (content: AppContext["content"]) => fixedItem(content, "home-page", null);

export const readAboutPage = (content: AppContext["content"]) => fixedItem(content, "about-page", null);

export const readServicesPage = (content: AppContext["content"]) => fixedItem(content, "services-page", null);

export const readPackagesPage = (content: AppContext["content"]) => fixedItem(content, "packages-page", null);

export const readFooter = (content: AppContext["content"]) => fixedItem(content, "footer", null);

/** A call to action's texts; `values` fill its `{{name}}` placeholders (a post's title). */
export async function readCallToAction(
  content: AppContext["content"],
  place: CallToActionPlace,
  values: Record<string, string> = {},
): Promise<CallToAction> {
  const { title, text, button, subject } = await fixedItem(content, "calls-to-action", place);
  return fillCallToAction({ title, text, button, subject: subject || undefined }, values);
}

/** `template` with each `{{name}}` replaced by `values[name]` (others are left as written). */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The texts with each `{{name}}` filled from `values`. */
export function fillCallToAction(callToAction: CallToAction, values: Record<string, string>): CallToAction {
  const fill = (template: string) => fillPlaceholders(template, values);
  return {
    title: fill(callToAction.title),
    text: fill(callToAction.text),
    button: fill(callToAction.button),
    ...(callToAction.subject ? { subject: fill(callToAction.subject) } : {}),
  };
}

export interface CallToAction {
  title: string;
  text: string;
  button: string;
  /** Prefills the contact form's subject. */
  subject?: string;
}

/** A page's title, description and keywords for its meta tags and share card. */
export function pageMetaOf(text: LocalizedContent<"page-texts">, siteName: string): PageMeta {
  const keywords = text.seoKeywords
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return {
    title: text.seoTitle,
    description: text.seoDescription,
    siteName,
    ...(keywords.length > 0 ? { keywords } : {}),
  };
}
