import { useTranslation } from "react-i18next";
import { ContactAside } from "~/components/contact/contact-aside";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactFormPanel } from "~/components/contact/contact-form-panel";
import { SectionHeading } from "~/components/ui/section-heading";
import { Toaster } from "~/components/ui/toast";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import { readDatabase } from "~/lib/database-reads.server";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/contact";
import { appContext } from "../../../server/load-context.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame, the toasts, the form with its tabs and the map.
export const handle: RouteHandle = { i18n: ["contact"], ownSocialLinks: true, islands: true };

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

// Named too: the page editor's preview draws it from other data (decision 061).
export function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  return (
    <>
      <Island name="toaster" component={Toaster} props={{ closeLabel: t("toast.close") }} />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-10 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <SectionHeading level={1} title={loaderData.heading.title} subtitle={loaderData.heading.lead} />
      </section>

      {/* One container for the details and the form, so their edges line up. On a phone the
          form comes first (it is what the visitor came for); on a desktop the details sit in
          a row above it. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pb-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Island name="contact-form" component={ContactFormPanel} props={{ emailJs: loaderData.emailJs }} />
          <ContactAside map={loaderData.map} />
        </div>
        <ContactDetails />
      </div>
    </>
  );
}

export default ContactPage;
