import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { RouteHandle } from "~/root";
import { appContext } from "../../../server/load-context.server";
import { PostArticle } from "./blog-post";
import type { Route } from "./+types/post-preview";
import { previewPost } from "./post-preview.server";
import { PreviewBanner, PreviewMessage, useLivePreviewValues } from "~/components/preview/live-preview";

export const handle = { i18n: ["blog", "admin"], indexable: false } satisfies RouteHandle;

/** Sent by the post editor's Preview button (a form posted to a new tab). */
export async function action({ request, context }: Route.ActionArgs) {
  return previewPost(context.get(appContext), await request.formData());
}

// The root names it noindex (the handle's `indexable: false`).
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0]?.loaderData?.siteName }];

/**
 * The public post page, drawn from the editor's unsaved values under a banner saying so:
 * posted to a new tab by Preview, or into the editor's live preview frame as staff type.
 */
export default function PostPreview({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const live = useLivePreviewValues<Awaited<ReturnType<typeof action>>>();
  const shown = live.value ?? actionData;
  if (!shown) return <PreviewMessage text={t(live.framed ? "livePreview.waiting" : "preview.openFromEditor")} />;
  return (
    <>
      <PreviewBanner text={t("preview.banner")} />
      <PostArticle {...shown} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin");
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return <PreviewMessage text={message ?? t("preview.failed")} />;
}
