import { ArrowDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PackageCarousel } from "~/components/packages/package-carousel";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/packages";
import { appContext } from "../../../server/load-context.server";
import { pageMetaOf, readCallToAction, readPackagesPage, readPageText } from "~/lib/page-texts.server";
import { readDatabase } from "~/lib/database-reads.server";

// Served as islands (decision 072): the frame and the packages' carousel.
export const handle: RouteHandle = { i18n: ["packages"], islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [pageText, packagesPage, packages, callToAction] = await readDatabase(() =>
    Promise.all([
      readPageText(content, "packages"),
      readPackagesPage(content),
      content("packages"),
      readCallToAction(content, "packages"),
    ]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    listTitle: packagesPage.listTitle,
    callToAction,
    packages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("packages");
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-slate-900 px-4 py-20 text-center text-white sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{loaderData.heading.title}</h1>
          {loaderData.heading.lead && <p className="mt-6 text-lg leading-8 text-slate-200">{loaderData.heading.lead}</p>}
          <a
            href="#package-list"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("hero.button")}
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </a>
        </div>
      </section>
      <section aria-labelledby="package-list" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h2 id="package-list" className="scroll-mt-20 text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {loaderData.listTitle}
          </h2>
          <div className="mt-8">
            <Island name="package-carousel" component={PackageCarousel} props={{ packages: loaderData.packages }} />
          </div>
        </div>
      </section>
      <CtaBanner {...loaderData.callToAction} to="/contact" />
    </>
  );
}

export default PackagesPage;
