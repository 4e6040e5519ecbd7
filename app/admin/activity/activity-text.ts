import type { TFunction } from "i18next";
import type { ActivityEntry } from "../../../common/dashboard";

// The activity log's lines in the admin's language. An edit that recorded what it changed
// (decision 038) names the fields as the screens label them, and the languages by code:
// "Ana edited “Title” and “Content” of the post “Web Development” (TR)".

const postFieldLabels: Record<string, string> = {
  title: "posts.form.title",
  content: "posts.form.content",
  excerpt: "posts.form.excerpt",
  slug: "posts.form.slug",
  image: "posts.form.cover",
  category: "posts.form.category",
  tags: "posts.form.tags",
  status: "posts.columns.status",
  seoTitle: "posts.form.seoTitle",
  seoDescription: "posts.form.seoDescription",
  seoKeywords: "posts.form.seoKeywords",
};

/** The settings screen's section each part of the settings is edited in. */
const settingsSections: Record<string, string> = {
  name: "agency",
  logo: "agency",
  contact: "contact",
  social: "links",
  whatsappUrl: "links",
  map: "map",
  contactForm: "contactForm",
  // Older log entries name the single address the recipients replaced.
  notificationEmail: "contactForm",
  notificationRecipients: "contactForm",
  offer: "offer",
  figures: "figures",
  requireTwoFactor: "security",
};

const describedKinds = ["post.updated", "content.updated", "settings.updated"] as const;
type DescribedKind = (typeof describedKinds)[number];
const isDescribed = (kind: string): kind is DescribedKind => describedKinds.some((described) => described === kind);

function fieldKey(kind: DescribedKind, field: string): string | undefined {
  if (kind === "post.updated") return postFieldLabels[field];
  if (kind === "settings.updated") return settingsSections[field] && `settings.sections.${settingsSections[field]}`;
  return field === "visible" ? "content.form.visibility" : `content.fields.${field}`;
}

/** One line of the log, e.g. "Ana edited “Title” of the post “Web Development” (TR)". */
export function describeActivity(event: ActivityEntry, t: TFunction<"admin">, language: string): string {
  const names = { title: event.title, actor: event.actor?.name ?? t("dashboard.someone") };
  const { kind, changes } = event;
  if (!changes || !isDescribed(kind)) return t(`dashboard.events.${event.kind}`, names);
  const labels = changes.fields.map((field) => {
    const key = fieldKey(kind, field);
    return t("activityChanges.field", { label: key ? t(key as never, { defaultValue: field }) : field });
  });
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  return t(`activityChanges.${kind}`, {
    ...names,
    fields: list.format([...new Set(labels)]),
    languages: changes.languages.length
      ? t("activityChanges.languages", { codes: changes.languages.map((code) => code.toUpperCase()).join(", ") })
      : "",
  });
}
