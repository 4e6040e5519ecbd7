// The post editor's stylesheet is linked with the admin frame, on every admin page, as it
// always was: imported by the editor alone, only the editor's route would link it.
import "~/admin/ui/rich-text-editor.css";
import { useTranslation } from "react-i18next";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { AdminFrame } from "./admin-frame";
import { AdminRouteError } from "~/admin/ui/route-error";
import { LoadingState } from "~/components/ui/spinner";
import { loadAdmin } from "~/admin/ui/route-data";
import { useQuietAborts } from "~/admin/ui/use-quiet-aborts";
import { loadingTextKey } from "./loading-text";
import type { RouteHandle } from "~/root";
import { authContract } from "../../../common/contract/auth";
import { leadContract } from "../../../common/contract/leads";
import { notificationContract } from "../../../common/contract/notifications";
import type { Route } from "./+types/layout";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

/**
 * The guard: no token, no admin page (the spec's stricter reading). Runs in the browser,
 * where the token is; the server renders only the loading shell. The bell and, for admins,
 * the sidebar's counts of new leads load after the user; a failure there leaves them
 * empty, not the page broken.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await loadAdmin(request, authContract.getCurrentUser);
  const [notifications, leadCounts] = await Promise.all([
    loadAdmin(request, notificationContract.listNotifications).catch(() => ({ items: [], unseen: 0 })),
    user.role === "admin" ? loadAdmin(request, leadContract.countLeads).catch(() => null) : null,
  ]);
  return { user, notifications, leadCounts };
}

// The user, the bell and the badges change with what staff do (a saved profile, a lead
// moved on), not with every page change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;
}

// Aborts are quiet from the first load on: the fallback's effect runs before the page is
// marked hydrated, and the layout takes over in the same commit.
export function HydrateFallback() {
  useQuietAborts();
  const { t } = useTranslation("admin");
  return <LoadingState text={t(loadingTextKey(useLocation().pathname))} />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useQuietAborts();
  return (
    <AdminFrame user={loaderData.user} notifications={loaderData.notifications} leadCounts={loaderData.leadCounts}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <AdminRouteError loadError="common.pageError" />
    </main>
  );
}
