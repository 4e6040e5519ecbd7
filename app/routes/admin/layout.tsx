import "~/components/admin/admin.css";
import { useTranslation } from "react-i18next";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { AdminFrame } from "~/components/admin/admin-frame";
import { AdminRouteError } from "~/components/admin/route-error";
import { LoadingState } from "~/components/ui/spinner";
import { loadAdminData } from "~/features/admin/route-data";
import { loadingTextKey } from "~/features/admin/sections";
import type { RouteHandle } from "~/root";
import type { Notifications } from "../../../common/notifications";
import type { User } from "../../../common/user";
import type { Route } from "./+types/layout";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

/**
 * The guard: no token, no admin page (the spec's stricter reading). Runs in the browser,
 * where the token is; the server renders only the loading shell. A failure to load the
 * bell leaves it empty, not the page broken.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [user, notifications] = await Promise.all([
    loadAdminData<User>(request, "/api/auth/me"),
    loadAdminData<Notifications>(request, "/api/notifications").catch(() => ({ items: [], unseen: 0 })),
  ]);
  return { user, notifications };
}

// The user and the bell change with what staff do (a saved profile, a lead moved on), not with every page change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;
}

export function HydrateFallback() {
  const { t } = useTranslation("admin");
  return <LoadingState text={t(loadingTextKey(useLocation().pathname))} />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame user={loaderData.user} notifications={loaderData.notifications}>
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
