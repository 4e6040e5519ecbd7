import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ProfileForm } from "./profile-form";
import { AdminRouteError } from "~/admin/ui/route-error";
import { useCurrentUser } from "~/admin/ui/current-user";
import { loadAdminData, runMutation } from "~/admin/ui/route-data";
import type { Session } from "../../../common/session";
import { changeProfile } from "./profile-requests";
import { SessionList } from "./session-list";
import type { Route } from "./+types/profile";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<Session[]>(request, "/api/auth/sessions");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeProfile);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="common.pageError" />;
}

/** Every staff member's own page: their name and password, and where they are signed in. */
export default function AdminProfile({ loaderData: sessions }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const user = useCurrentUser();
  return (
    <>
      <AdminTitle>{t("profile.title")}</AdminTitle>
      <AdminHeader title={t("profile.title")} />
      {user && <ProfileForm user={user} />}
      <SessionList sessions={sessions} />
    </>
  );
}
