import { LogoGenerator } from "~/components/logo-generator/logo-generator";
import { SectionHeading } from "~/components/ui/section-heading";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import { logoOffer } from "../../../server/logo/offer.server";
import { appContext } from "../../../server/load-context.server";
import type { Route } from "./+types/logo-generator";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame and the generator, one island.
export const handle: RouteHandle = { i18n: ["logo"], islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { config, siteSettings, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [pageText, offer] = await readDatabase(() =>
    Promise.all([readPageText(content, "logo-generator"), logoOffer(config, siteSettings)]),
  );
  return { meta: pageMetaOf(pageText, siteName), heading: { title: pageText.heading, lead: pageText.lead }, offer };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function LogoGeneratorPage({ loaderData: { heading, offer } }: Route.ComponentProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:px-6 dark:from-slate-900 dark:to-slate-950">
      <SectionHeading level={1} title={heading.title} subtitle={heading.lead} />
      <Island name="logo-generator" component={LogoGenerator} props={{ offer }} />
    </section>
  );
}

export default LogoGeneratorPage;
