import { AboutPage } from "~/components/about/about-page";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/about";
import { appContext } from "../../../server/load-context.server";
import { aboutPageData } from "./about.server";

// Served as islands (decision 072): the frame and the figures that count up.
export const handle: RouteHandle = { i18n: ["about"], islands: true };

export const loader = ({ context }: Route.LoaderArgs) => aboutPageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

// Named too: the page editor's preview draws it from other data (decision 061).
export { AboutPage };

export default AboutPage;
