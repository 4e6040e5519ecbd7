import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse } from "react-router";
import { LogoOrderPage } from "~/components/logo-generator/logo-order-page";
import { DetailNotFound } from "~/components/ui/detail-not-found";
import { notFoundMeta } from "~/lib/seo";
import { ErrorBoundary as PageErrorBoundary, type RouteHandle } from "~/root";
import { appContext } from "../../../server/load-context.server";
import type { Route } from "./+types/logo-order";
import { loadOrderPage } from "./logo-order.server";

// Served as islands (decision 072): the frame only; the order's page is links and a download.
export const handle: RouteHandle = { i18n: ["logo"], islands: true };

// One visitor's order, behind its token: never stored by the page cache or a browser's.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadOrderPage(context.get(appContext), params.id, new URL(request.url));
  return data(page, { headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error
    ? notFoundMeta(error)
    : [{ title: `${loaderData?.meta.title} | ${loaderData?.meta.siteName}` }, { name: "robots", content: "noindex" }];

export default LogoOrderPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("logo");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <DetailNotFound
        title={t("order.downloadFailed")}
        text={t("order.expiredText")}
        back={{ to: "/logo-generator", label: t("order.back") }}
      />
    );
  }
  return <PageErrorBoundary error={error} />;
}
