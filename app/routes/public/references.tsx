import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ClientLogoGrid } from "~/components/references/client-logo-grid";
import { OpensAtTop } from "~/components/ui/opens-at-top";
import { Island } from "~/islands/island";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/references";
import { appContext } from "../../../server/load-context.server";
import { fillPlaceholders, pageMetaOf, readPageText } from "~/lib/page-texts.server";
import { formatNumber } from "~/lib/locale-format";
import { TestimonialAuthor } from "~/components/ui/testimonial-author";

// Served as islands (decision 072): the frame, and the scroll to the top.
export const handle: RouteHandle = { i18n: ["references"], islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { content, language, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [partners, testimonials, pageText] = await readDatabase(() =>
    Promise.all([content("partners"), content("testimonials"), readPageText(content, "references")]),
  );
  return {
    partners,
    /** The page's client quote: the first testimonial placed on the references page. */
    testimonial: testimonials.find((testimonial) => testimonial.placements.includes("references")) ?? null,
    meta: pageMetaOf(pageText, siteName),
    heading: pageText.heading,
    /** The lead as staff wrote it, `{{count}}` being the number of clients shown. */
    lead: fillPlaceholders(pageText.lead, { count: formatNumber(partners.length, language) }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function ReferencesPage({ loaderData }: Route.ComponentProps) {
  const { partners, testimonial, heading, lead } = loaderData;
  const { t } = useTranslation("references");
  return (
    <>
      {/* The spec: the page opens at its top, even when arriving with a scroll position to restore. */}
      <Island name="opens-at-top" component={OpensAtTop} props={{}} />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <SectionHeading level={1} title={heading} subtitle={lead} />
      </section>
      <section className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <ClientLogoGrid clients={partners} label={t("logosTitle")} />
        </div>
      </section>
      {testimonial ? (
      <section aria-labelledby="client-testimonial" className="px-4 pb-20 sm:px-6">
        <figure className="mx-auto max-w-3xl rounded-3xl bg-brand-50 p-8 text-center sm:p-12 dark:bg-slate-900">
          <h2 id="client-testimonial" className="sr-only">
            {t("testimonial.title")}
          </h2>
          <Stars rating={testimonial.rating} label={t("testimonial.rating", { rating: testimonial.rating })} />
          <Quote aria-hidden="true" className="mx-auto mt-6 h-10 w-10 text-brand-500" />
          <blockquote className="mt-4 text-xl leading-9 text-slate-800 dark:text-slate-100">{testimonial.quote}</blockquote>
          <figcaption className="mt-6">
            <TestimonialAuthor testimonial={testimonial} />
          </figcaption>
        </figure>
      </section>
      ) : null}
    </>
  );
}

export default ReferencesPage;
