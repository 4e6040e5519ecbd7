import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/faq/faq-accordion";
import { Island } from "~/islands/island";
import type { RouteHandle } from "~/root";
import { readDatabase } from "~/lib/database-reads.server";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/faq";
import { appContext } from "../../../server/load-context.server";
import { pageMetaOf, readCallToAction, readPageText } from "~/lib/page-texts.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [faq, pageText, callToAction] = await readDatabase(() =>
    Promise.all([content("faq"), readPageText(content, "faq"), readCallToAction(content, "faq")]),
  );
  const items = faq.map(({ question, answer }) => ({ question, answer }));
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    callToAction,
    items,
    structuredData: faqPage(items),
  };
}

// Served as islands (decision 072): the bar, the floating buttons and the accordion.
export const handle: RouteHandle = { islands: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

// Named too: the page editor's preview draws it from other data (decision 061).
export function FaqPage({ loaderData }: Route.ComponentProps) {
  const { items, heading, callToAction } = loaderData;
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
        <div className="mt-12">
          <Island name="faq-accordion" component={FaqAccordion} props={{ items }} />
        </div>
        <div className="mt-14 rounded-3xl bg-brand-50 p-8 text-center dark:bg-slate-900">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{callToAction.title}</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{callToAction.text}</p>
          <Link
            to="/contact"
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {callToAction.button}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export default FaqPage;
