import { ArrowLeft, Download, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { ProcessSteps } from "~/components/services/process-steps";
import { CheckList } from "~/components/ui/check-list";
import { DetailNotFound } from "~/components/ui/detail-not-found";
import { FactList } from "~/components/ui/fact-list";
import { ShareButton } from "~/components/ui/share-button";
import { Island } from "~/islands/island";
import { serviceIcon } from "~/lib/content-icons";
import { readDatabase } from "~/lib/database-reads.server";
import { bySlug } from "~/lib/site-content";
import { useSiteName } from "~/lib/site-details";
import { formatDollars } from "~/lib/locale-format";
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
  const { t, i18n } = useTranslation("services");
  const siteName = useSiteName();
  const { service } = loaderData;
  const { title, features, benefits, process: steps } = service;
  const Icon = serviceIcon[service.icon];
  const facts = [
    { label: t("detail.timeline"), value: t(`detail.timelineValues.${service.timeline}`) },
    { label: t("detail.teamSize"), value: t(`detail.teamSizeValues.${service.teamSize}`) },
    { label: t("detail.complexity"), value: t(`detail.complexityValues.${service.complexity}`) },
    { label: t("detail.price"), value: `${formatDollars(service.priceFrom, i18n.language)} – ${formatDollars(service.priceTo, i18n.language)}` },
  ];
  const quoteSubject = t("detail.quoteSubject", { service: title });
  const secondaryButton =
    "inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-3 font-semibold hover:border-brand-500 dark:border-slate-700";

  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white px-4 pt-10 pb-12 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-7xl">
          <Link to="/services" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline print:hidden dark:text-brand-100">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t("detail.back")}
          </Link>
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="h-7 w-7" />
              </span>
              <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
              <p className="mt-4 text-xl text-slate-600 dark:text-slate-400">{service.subtitle}</p>
              <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
                <Link
                  to={`/contact?subject=${encodeURIComponent(quoteSubject)}`}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
                >
                  <FileText aria-hidden="true" className="h-5 w-5" />
                  {t("detail.requestQuote")}
                </Link>
                {/* A PDF made on the server in this language (server/brochures). */}
                <a href={`/services/${service.slug}/brochure.pdf?lng=${i18n.language}`} download className={secondaryButton}>
                  <Download aria-hidden="true" className="h-5 w-5" />
                  {t("detail.download")}
                </a>
                <Island
                  name="share-button"
                  component={ShareButton}
                  props={{ label: t("detail.share"), title, text: t("detail.shareText", { service: title, name: siteName }) }}
                />
              </div>
            </div>
            <img src={service.coverImage} alt="" width={1200} height={675} decoding="async" className="h-auto w-full rounded-2xl shadow-xl" />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-12">
          <section aria-labelledby="overview">
            <h2 id="overview" className="text-2xl font-bold text-slate-900 dark:text-white">{t("detail.overview")}</h2>
            <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">{service.description}</p>
          </section>
          <section aria-labelledby="features">
            <h2 id="features" className="text-2xl font-bold text-slate-900 dark:text-white">{t("detail.features")}</h2>
            <CheckList items={features} className="mt-4 grid gap-3 sm:grid-cols-2" />
          </section>
          <section aria-labelledby="benefits">
            <h2 id="benefits" className="text-2xl font-bold text-slate-900 dark:text-white">{t("detail.benefits")}</h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {benefits.map((benefit) => (
                <li key={benefit} className="rounded-xl bg-brand-50 p-4 font-medium text-brand-900 dark:bg-slate-900 dark:text-brand-100">
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="technologies">
            <h2 id="technologies" className="text-2xl font-bold text-slate-900 dark:text-white">{t("detail.technologies")}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {service.technologies.map((technology) => (
                <li key={technology} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium dark:border-slate-700">
                  {technology}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-labelledby="facts" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
          <h2 id="facts" className="text-xl font-bold text-slate-900 dark:text-white">{t("detail.facts")}</h2>
          <FactList facts={facts} />
        </aside>
      </div>
      <ProcessSteps id="service-process" title={t("detail.process")} steps={steps} />
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
