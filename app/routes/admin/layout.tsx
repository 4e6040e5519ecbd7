import "~/components/admin/admin.css";
import { useTranslation } from "react-i18next";
import { Outlet, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { AdminFrame } from "~/components/admin/admin-frame";
import { AdminRouteError } from "~/components/admin/route-error";
import { LoadingState } from "~/components/ui/spinner";
import { loadAdminData } from "~/features/admin/route-data";
import { loadingTextKey } from "~/features/admin/sections";
import type { RouteHandle } from "~/root";
import type { ContactMessage, LeadCounts } from "../../../common/leads";
import type { User } from "../../../common/user";
import type { Route } from "./+types/layout";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

/**
 * The guard: no token, no admin page (the spec's stricter reading). Runs in the browser,
 * where the token is; the server renders only the loading shell. The unread messages feed
 * the notification bell and the lead counts the sidebar's badges; a failure there (or an
 * editor, who may not see leads) leaves them empty, not the page broken.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [user, messages, leadCounts] = await Promise.all([
    loadAdminData<User>(request, "/api/auth/me"),
    loadAdminData<ContactMessage[]>(request, "/api/contact-messages").catch(() => []),
    loadAdminData<LeadCounts>(request, "/api/leads/counts").catch(() => null),
  ]);
  return { user, unreadMessages: messages.filter((message) => !message.read), leadCounts };
}

// The user, the bell and the badges change with what staff do (a message marked read, a
// lead moved on), not with every page change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;
}

export function HydrateFallback() {
  const { t } = useTranslation("admin");
  return <LoadingState text={t(loadingTextKey(useLocation().pathname))} />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame user={loaderData.user} unreadMessages={loaderData.unreadMessages} leadCounts={loaderData.leadCounts}>
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
