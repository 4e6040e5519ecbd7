import { ArrowRight, Clock, Mail, MapPin, Phone } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { FormTabs } from "~/components/contact/form-tabs";
import { OfficeMap } from "~/components/contact/office-map";
import { SocialLinks } from "~/components/layout/social-links";
import { SectionHeading } from "~/components/ui/section-heading";
import { Toaster } from "~/components/ui/toast";
import { pageMeta } from "~/lib/seo";
import { readDatabase } from "~/lib/database-reads.server";
import { useSiteDetails } from "~/lib/site-details";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/contact";
import { appContext } from "../../../server/load-context.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";
import { textPagePaths } from "../../../common/public-pages";

export const handle: RouteHandle = { i18n: ["contact"], ownSocialLinks: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { siteSettings, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [{ map, contactForm }, pageText] = await readDatabase(() =>
    Promise.all([siteSettings(), readPageText(content, "contact")]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    map,
    // Only the three ids EmailJS publishes anyway; null means the form posts to our API.
    emailJs:
      contactForm.delivery === "emailjs"
        ? {
            serviceId: contactForm.emailJsServiceId,
            templateId: contactForm.emailJsTemplateId,
            publicKey: contactForm.emailJsPublicKey,
          }
        : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

const tabs = ["contact", "support"] as const;
type Tab = (typeof tabs)[number];

const quickLinks = [
  { key: "application", to: textPagePaths.application },
  { key: "faq", to: "/faq" },
  { key: "docs", to: "/faq" },
  { key: "terms", to: "/terms" },
  { key: "privacy", to: "/privacy" },
] as const;

const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";

// Named too: the page editor's preview draws it from other data (decision 061).
export function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>("contact");
  const panelId = useId();
  const site = useSiteDetails();
  const infoCards = site
    ? [
        { key: "address", icon: MapPin, text: site.address },
        { key: "phone", icon: Phone, text: site.phone, href: site.phoneHref },
        { key: "email", icon: Mail, text: site.email, href: `mailto:${site.email}` },
        { key: "hours", icon: Clock, text: site.hours },
      ]
    : [];

  return (
    <>
      <Toaster closeLabel={t("toast.close")} />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-10 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <SectionHeading level={1} title={loaderData.heading.title} subtitle={loaderData.heading.lead} />
      </section>

      {/* One container for the details and the form, so their edges line up. On a phone the
          form comes first (it is what the visitor came for); on a desktop the details sit in
          a row above it. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pb-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section className={card}>
            <FormTabs
              label={t("tabs.label")}
              tabs={tabs}
              selected={tab}
              onSelect={setTab}
              tabLabel={(key) => t(`tabs.${key}`)}
              panelId={panelId}
            />
            <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} className="mt-6">
              <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
                {t(tab === "contact" ? "form.contactTitle" : "form.supportTitle")}
              </h2>
              <ContactForm initialSubject={searchParams.get("subject") ?? ""} emailJs={loaderData.emailJs} />
            </div>
          </section>

        <div className="space-y-8">
          <section aria-labelledby="office-map">
            <h2 id="office-map" className="text-xl font-bold text-slate-900 dark:text-white">
              {t("map.title")}
            </h2>
            <div className="mt-4">
              <OfficeMap {...loaderData.map} />
            </div>
          </section>
          <section aria-labelledby="contact-social">
            <h2 id="contact-social" className="text-xl font-bold text-slate-900 dark:text-white">
              {t("social")}
            </h2>
            <SocialLinks
              className="mt-4"
              linkClassName="h-12 w-12 bg-slate-100 text-slate-700 hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-200"
            />
          </section>
          <nav aria-labelledby="contact-quick-links">
            <h2 id="contact-quick-links" className="text-xl font-bold text-slate-900 dark:text-white">
              {t("quickLinks.title")}
            </h2>
            <ul className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {quickLinks.map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.to}
                    className="inline-flex items-center gap-1 font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-4 hover:decoration-brand-700 dark:text-brand-100 dark:decoration-brand-500 dark:hover:decoration-brand-100"
                  >
                    {t(`quickLinks.${link.key}`)}
                    <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        </div>

        <section aria-labelledby="contact-details" className="lg:order-first">
          <h2 id="contact-details" className="sr-only">
            {t("info.title")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {infoCards.map(({ key, icon: Icon, text, href }) => (
              <li key={key} className={card}>
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
                <h3 className="mt-3 font-bold text-slate-900 dark:text-white">{t(`info.${key}`)}</h3>
                {href ? (
                  <a
                    href={href}
                    className="mt-1 block break-words text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300"
                  >
                    {text}
                  </a>
                ) : (
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export default ContactPage;
