import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { OwnAuthorProfile, ProfileForm } from "./profile-form";
import { AdminRouteError } from "~/admin/ui/route-error";
import { useCurrentUser } from "~/admin/ui/current-user";
import { loadAdmin, runMutation } from "~/admin/ui/route-data";
import { sessionContract } from "../../../common/contract/sessions";
import { twoFactorContract } from "../../../common/contract/two-factor";
import { changeProfile } from "./profile-requests";
import { SessionList } from "./session-list";
import { TwoFactorPanel } from "./two-factor-panel";
import type { Route } from "./+types/profile";

/**
 * A session that may only set up two-factor sign-in (admins require it; decision 048) reads
 * nothing else: the page is then only the two-factor panel.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const twoFactor = await loadAdmin(request, twoFactorContract.getTwoFactor);
  const sessions = twoFactor.setupOnly ? [] : await loadAdmin(request, sessionContract.listSessions);
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
      {twoFactor.setupOnly && (
        <p role="status" className="mt-6 max-w-lg text-sm text-slate-700 dark:text-slate-300">
          {t("twoFactorSetup.onlyThisPage")}
        </p>
      )}
      {user && !twoFactor.setupOnly && <ProfileForm user={user} />}
      {user && !twoFactor.setupOnly && <OwnAuthorProfile user={user} />}
      <TwoFactorPanel status={twoFactor} />
      {!twoFactor.setupOnly && <SessionList sessions={sessions} />}
    </>
  );
}
