import { LegalDocument, legalLastUpdated } from "~/components/legal/legal-document";
import { formatLongDate } from "~/lib/locale-format";
import { pageMeta } from "~/lib/seo";
import { staticPageMeta } from "../../../common/page-meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/terms";
import { appContext } from "../../../server/load-context.server";

export const handle: RouteHandle = { i18n: ["legal"] };

export function loader({ context }: Route.LoaderArgs) {
  const { t, language } = context.get(appContext);
  return {
    updated: formatLongDate(new Date(legalLastUpdated), language),
    meta: staticPageMeta(t, "terms"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document="terms" updated={loaderData.updated} />;
}
