import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ProfileForm } from "./profile-form";
import { AdminRouteError } from "~/admin/ui/route-error";
import { useCurrentUser } from "~/admin/ui/current-user";
import { runMutation } from "~/admin/ui/route-data";
import { saveProfile } from "./profile-requests";
import type { Route } from "./+types/profile";

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, saveProfile);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="common.pageError" />;
}

/** Every staff member's own page: their name and password. */
export default function AdminProfile() {
  const { t } = useTranslation("admin");
  const user = useCurrentUser();
  return (
    <>
      <AdminTitle>{t("profile.title")}</AdminTitle>
      <AdminHeader title={t("profile.title")} />
      {user && <ProfileForm user={user} />}
    </>
  );
}
