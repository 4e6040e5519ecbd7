import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse } from "react-router";
import type { RouteHandle } from "~/root";
import { PreviewBanner, PreviewMessage, useLivePreviewValues } from "~/components/preview/live-preview";
import type { TextPage } from "../../../common/content/choices";
import { previewPages } from "../../../common/page-preview";
import { appContext } from "../../../server/load-context.server";
import type { Route } from "./+types/page-preview";
import { previewPage } from "./page-preview.server";
import { HomePage, handle as homeHandle } from "./home";
import { ServicesPage, handle as servicesHandle } from "./services";
import { PortfolioPage, handle as portfolioHandle } from "./portfolio";
import { AboutPage, handle as aboutHandle } from "./about";
import { BlogList, handle as blogHandle } from "./blog";
import { ContactPage, handle as contactHandle } from "./contact";
import { FaqPage } from "./faq";
import { ReferencesPage, handle as referencesHandle } from "./references";
import { PackagesPage, handle as packagesHandle } from "./packages";
import { ApplicationPage, handle as applicationHandle } from "./application";
import { LogoGeneratorPage, handle as logoHandle } from "./logo-generator";

/** Each fixed page's own component: the preview draws the page, not a copy of it. */
const pageComponents = {
  home: HomePage,
  services: ServicesPage,
  portfolio: PortfolioPage,
  about: AboutPage,
  blog: BlogList,
  contact: ContactPage,
  faq: FaqPage,
  references: ReferencesPage,
  packages: PackagesPage,
  application: ApplicationPage,
  "logo-generator": LogoGeneratorPage,
} as unknown as Record<TextPage, ComponentType<{ loaderData: unknown }>>;

const namespaces = [
  homeHandle,
  servicesHandle,
  portfolioHandle,
  aboutHandle,
  blogHandle,
  contactHandle,
  referencesHandle,
  packagesHandle,
  applicationHandle,
  logoHandle,
].flatMap((handle: RouteHandle) => handle.i18n ?? []);

// Every page's words, since one route draws them all; noindex (`indexable: false`).
export const handle = { i18n: [...new Set([...namespaces, "admin"])], indexable: false } satisfies RouteHandle;

function pageParam(value: string | undefined): TextPage {
  if (!value || !(previewPages as readonly string[]).includes(value)) throw data(null, { status: 404 });
  return value as TextPage;
}

/** The frame's first answer: the page is drawn once its editor sends the values. */
export function loader({ params }: Route.LoaderArgs) {
  return { page: pageParam(params.page) };
}

/** Sent by the frame itself with the values its editor posted to it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return previewPage(context.get(appContext), request, pageParam(params.page));
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0]?.loaderData?.siteName }];

/**
 * /admin/preview/page/:page, inside the page editor's frame (decision 061): the public page
 * drawn by its own component from the unsaved values the editor sends as staff type.
 */
export default function PagePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const preview = useLivePreviewValues<{ page: TextPage; loaded: unknown }>();
  // Drawn in the editor's frame, or posted once to a tab of its own.
  const shown = preview.value ?? actionData;
  if (!shown || shown.page !== loaderData.page) return <PreviewMessage text={t("livePreview.waiting")} />;
  const Page = pageComponents[shown.page];
  return (
    <>
      <PreviewBanner text={t("livePreview.banner")} />
      <Page loaderData={shown.loaded} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin");
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return <PreviewMessage text={message ?? t("preview.failed")} />;
}
