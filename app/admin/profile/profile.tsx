import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { OwnAuthorProfile, ProfileForm } from "./profile-form";
import { AdminRouteError } from "~/admin/ui/route-error";
import { useCurrentUser } from "~/admin/ui/current-user";
import { loadAdminData, runMutation } from "~/admin/ui/route-data";
import type { Session } from "../../../common/session";
import type { TwoFactorStatus } from "../../../common/two-factor";
import { changeProfile } from "./profile-requests";
import { SessionList } from "./session-list";
import { TwoFactorPanel } from "./two-factor-panel";
import type { Route } from "./+types/profile";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [sessions, twoFactor] = await Promise.all([
    loadAdminData<Session[]>(request, "/api/auth/sessions"),
    loadAdminData<TwoFactorStatus>(request, "/api/auth/two-factor"),
  ]);
  return { sessions, twoFactor };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeProfile);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="common.pageError" />;
}

/** Every staff member's own page: their name and password, two-factor sign-in, and where they are signed in. */
export default function AdminProfile({ loaderData: { sessions, twoFactor } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const user = useCurrentUser();
  return (
    <>
      <AdminTitle>{t("profile.title")}</AdminTitle>
      <AdminHeader title={t("profile.title")} />
      {user && <ProfileForm user={user} />}
      {user && <OwnAuthorProfile user={user} />}
      <TwoFactorPanel status={twoFactor} />
      <SessionList sessions={sessions} />
    </>
  );
}
