import { Catalogue } from "~/components/catalogue/catalogue";
import { projectCardOf } from "~/components/portfolio/project-card";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/portfolio";
import { appContext } from "../../../server/load-context.server";
import { portfolioPageData } from "./portfolio.server";

// Served as islands (decision 072): the frame and the catalogue (search, filters, view).
export const handle: RouteHandle = { i18n: ["portfolio", "projects"], islands: true };

export const loader = ({ context }: Route.LoaderArgs) => portfolioPageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { projects, heading } = loaderData;
  return (
    <Island
      name="catalogue"
      component={Catalogue}
      props={{ kind: "portfolio", items: projects.map(projectCardOf), heading }}
    />
  );
}

export default PortfolioPage;
