import { createElement as h, type ReactNode } from "react";
import type { Language } from "../../common/i18n/languages";
import type { SiteSettings } from "../../common/settings";
import { getServerT } from "../i18n.server";

/**
 * Where each recipient's own unsubscribe address goes: a send is rendered once, and each
 * message fills this in (it needs no escaping in HTML or text).
 */
export const unsubscribeUrlSlot = "__NEWSLETTER_UNSUBSCRIBE_URL__";

/** The site's brand colours (app/app.css), which the emails share. */
const colours = { brand: "#2552e0", text: "#0f172a", muted: "#475569", background: "#f1f5f9" };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What a newsletter carries of its post. */
export interface NewsletterPost {
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  url: string;
}

// React Email (and its renderer) load with the first email, never with a page.
const reactEmail = () => Promise.all([import("@react-email/components"), import("@react-email/render")]);

/** A site path made absolute: an email has no page address to resolve it against. */
function absolute(siteUrl: string, address: string): string {
  return address.startsWith("/") && !address.startsWith("//") ? `${siteUrl}${address}` : address;
}

/** The post's (sanitised) HTML with its site paths made absolute. */
function absoluteLinks(siteUrl: string, html: string): string {
  return html.replace(
    /\b(href|src)="(\/(?!\/)[^"]*)"/g,
    (_, attribute: string, path: string) => `${attribute}="${siteUrl}${path}"`,
  );
}

/**
 * One email in the agency's frame: its name (and logo), the body, then the footer with the
 * address from the settings and, for a newsletter, the unsubscribe link. Responsive through
 * React Email's table layout; the plain-text part is made from the same markup.
 */
async function renderFrame(
  { settings, siteUrl, language, preview, footerNote }: FrameOptions,
  body: (components: Awaited<ReturnType<typeof reactEmail>>[0]) => ReactNode,
): Promise<{ html: string; text: string }> {
  const [components, { render }] = await reactEmail();
  const { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } = components;
  const address = settings.contact.address[language] || settings.contact.address.en;
  const email = h(
    Html,
    { lang: language },
    h(Head),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: colours.background, fontFamily: "Arial, Helvetica, sans-serif", margin: 0 } },
      h(
        Container,
        { style: { maxWidth: "600px", backgroundColor: "#ffffff", padding: "24px", margin: "24px auto" } },
        h(
          Section,
          { style: { borderBottom: `4px solid ${colours.brand}`, paddingBottom: "12px" } },
          settings.logo
            ? h(Img, { src: absolute(siteUrl, settings.logo), alt: settings.name, height: 40 })
            : h(Text, { style: { fontSize: "22px", fontWeight: 700, color: colours.brand, margin: 0 } }, settings.name),
        ),
        body(components),
        h(Hr, { style: { borderColor: "#e2e8f0", margin: "24px 0" } }),
        h(
          Text,
          { style: { fontSize: "12px", color: colours.muted, lineHeight: "18px" } },
          `${settings.name} · ${address}`,
          h("br"),
          h(Link, { href: siteUrl, style: { color: colours.brand } }, siteUrl.replace(/^https?:\/\//, "")),
        ),
        footerNote && h(Text, { style: { fontSize: "12px", color: colours.muted, lineHeight: "18px" } }, footerNote),
      ),
    ),
  );
  return { html: await render(email), text: await render(email, { plainText: true }) };
}

interface FrameOptions {
  settings: SiteSettings;
  siteUrl: string;
  language: Language;
  preview: string;
  footerNote?: ReactNode;
}

/** A post as a newsletter in its language; `unsubscribeUrlSlot` stands for each recipient's link. */
export async function renderNewsletter(
  { settings, siteUrl, language }: Omit<FrameOptions, "preview" | "footerNote">,
  post: NewsletterPost,
): Promise<RenderedEmail> {
  const t = getServerT(language);
  const [{ Link }] = await reactEmail();
  const rendered = await renderFrame(
    {
      settings,
      siteUrl,
      language,
      preview: post.excerpt,
      footerNote: h(
        "span",
        null,
        t("newsletter:email.why", { name: settings.name }),
        " ",
        h(Link, { href: unsubscribeUrlSlot, style: { color: colours.brand } }, t("newsletter:email.unsubscribe")),
      ),
    },
    ({ Button, Heading, Img, Section, Text }) => [
      h(Heading, { key: "title", as: "h1", style: { fontSize: "26px", color: colours.text } }, post.title),
      post.image &&
        h(Img, {
          key: "image",
          src: absolute(siteUrl, post.image),
          alt: "",
          width: "100%",
          style: { borderRadius: "8px" },
        }),
      post.excerpt && h(Text, { key: "excerpt", style: { fontSize: "17px", color: colours.muted } }, post.excerpt),
      h(
        Section,
        { key: "content", style: { fontSize: "16px", lineHeight: "26px", color: colours.text } },
        h("div", { dangerouslySetInnerHTML: { __html: absoluteLinks(siteUrl, post.content) } }),
      ),
      h(
        Button,
        {
          key: "read",
          href: post.url,
          style: { backgroundColor: colours.brand, color: "#ffffff", padding: "12px 20px", borderRadius: "6px" },
        },
        t("newsletter:email.readOnSite"),
      ),
    ],
  );
  return { subject: post.title, ...rendered };
}

/** The double opt-in email, in the language the visitor subscribed in. */
export async function renderConfirmation(
  { settings, siteUrl, language }: Omit<FrameOptions, "preview" | "footerNote">,
  confirmUrl: string,
): Promise<RenderedEmail> {
  const t = getServerT(language);
  const values = { name: settings.name };
  const rendered = await renderFrame(
    {
      settings,
      siteUrl,
      language,
      preview: t("newsletter:confirmEmail.preview", values),
      footerNote: t("newsletter:confirmEmail.ignore"),
    },
    ({ Button, Heading, Text }) => [
      h(
        Heading,
        { key: "title", as: "h1", style: { fontSize: "24px", color: colours.text } },
        t("newsletter:confirmEmail.heading"),
      ),
      h(
        Text,
        { key: "text", style: { fontSize: "16px", color: colours.text } },
        t("newsletter:confirmEmail.text", values),
      ),
      h(
        Button,
        {
          key: "confirm",
          href: confirmUrl,
          style: { backgroundColor: colours.brand, color: "#ffffff", padding: "12px 20px", borderRadius: "6px" },
        },
        t("newsletter:confirmEmail.button"),
      ),
      h(
        Text,
        { key: "expires", style: { fontSize: "14px", color: colours.muted } },
        t("newsletter:confirmEmail.expires"),
      ),
    ],
  );
  return { subject: t("newsletter:confirmEmail.subject", values), ...rendered };
}
