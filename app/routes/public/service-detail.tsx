import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { ProcessSteps } from "~/components/services/process-steps";
import { ServiceHeader } from "~/components/services/service-header";
import { ServiceOverview } from "~/components/services/service-overview";
import { DetailNotFound } from "~/components/ui/detail-not-found";
import { readDatabase } from "~/lib/database-reads.server";
import { bySlug } from "~/lib/site-content";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as PageErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/service-detail";
import { appContext } from "../../../server/load-context.server";
import { fillCallToAction, readCallToAction } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame and the share button.
export const handle: RouteHandle = { i18n: ["services"], islands: true };

/** The detail list's fourth id in the spec, kept working as a permanent redirect. */
const serviceIdRedirects: Record<string, string> = { "cloud-services": "cloud-infrastructure" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { t, content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const [services, callToActionTemplate] = await readDatabase(() =>
    Promise.all([content("services"), readCallToAction(content, "service")]),
  );
  const service = bySlug(services, params.id);
  if (!service) {
    const renamedTo = serviceIdRedirects[params.id];
    if (renamedTo) throw redirect(`/services/${renamedTo}${new URL(request.url).search}`, 301);
    throw data({ title: t("services:detail.notFound"), siteName }, { status: 404 });
  }
  return {
    service,
    callToAction: fillCallToAction(callToActionTemplate, { service: service.title }),
    meta: { title: service.title, description: service.description, siteName },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  error ? notFoundMeta(error) : pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("services");
  const { service } = loaderData;
  const quoteSubject = t("detail.quoteSubject", { service: service.title });
  return (
    <article>
      <ServiceHeader service={service} quoteSubject={quoteSubject} />

      <ServiceOverview service={service} />
      <ProcessSteps id="service-process" title={t("detail.process")} steps={service.process} />
      <CtaBanner {...loaderData.callToAction} subject={loaderData.callToAction.subject ?? quoteSubject} to="/contact" />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("services");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <DetailNotFound title={t("detail.notFound")} text={t("detail.notFoundText")} back={{ to: "/services", label: t("detail.back") }} />;
  }
  return <PageErrorBoundary error={error} />;
}
