import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { RouteHandle } from "~/root";
import { appContext } from "../../../server/load-context.server";
import { PostArticle } from "./blog-post";
import type { Route } from "./+types/post-preview";
import { previewPost } from "./post-preview.server";

export const handle = { i18n: ["blog", "admin"], indexable: false } satisfies RouteHandle;

/** Sent by the post editor's Preview button (a form posted to a new tab). */
export async function action({ request, context }: Route.ActionArgs) {
  return previewPost(context.get(appContext), await request.formData());
}

// The root names it noindex (the handle's `indexable: false`).
export const meta: Route.MetaFunction = ({ matches }) => [{ title: matches[0]?.loaderData?.siteName }];

/** The public post page, drawn from the editor's unsaved values under a banner saying so. */
export default function PostPreview({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  if (!actionData) return <PreviewMessage text={t("preview.openFromEditor")} />;
  return (
    <>
      <p
        role="status"
        className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
      >
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        {t("preview.banner")}
      </p>
      <PostArticle {...actionData} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin");
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return <PreviewMessage text={message ?? t("preview.failed")} />;
}

function PreviewMessage({ text }: { text: string }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p role="alert" className="text-lg text-slate-700 dark:text-slate-300">
        {text}
      </p>
    </section>
  );
}
