import "~/components/admin/admin.css";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, redirect } from "react-router";
import { type AdminUser, AdminFrame } from "~/components/admin/admin-frame";
import { ErrorPanel, LoadingState } from "~/components/admin/ui";
import { adminFetch, ApiError, loginPath, readToken } from "~/features/admin/api";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/layout";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

/**
 * The guard: no token, no admin page (the spec's stricter reading). Runs in the browser,
 * where the token is; the server renders only the loading shell.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname, search } = new URL(request.url);
  if (!readToken()) throw redirect(loginPath(`${pathname}${search}`));
  try {
    return { user: await adminFetch<AdminUser>("/api/auth/me") };
  } catch (error) {
    // A 401 has already ended the session; any other failure keeps the frame usable.
    if (error instanceof ApiError && error.status === 401) throw redirect(loginPath(`${pathname}${search}`));
    return { user: null };
  }
}

// Only a language change needs the user again (for nothing) or a new sign-in: not every page change.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <LoadingState />;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame user={loaderData.user}>
      <Outlet />
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin");
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl p-8">
      <ErrorPanel message={t(isRouteErrorResponse(error) && error.status === 404 ? "notFound.text" : "common.pageError")} />
    </main>
  );
}
