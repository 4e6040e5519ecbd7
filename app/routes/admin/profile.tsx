import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/components/admin/page-heading";
import { ProfileForm } from "~/components/admin/profile-form";
import { AdminRouteError } from "~/components/admin/route-error";
import { useCurrentUser } from "~/features/admin/current-user";
import { runMutation } from "~/features/admin/route-data";
import { saveProfile } from "~/features/admin/users";
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
