import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { BackupDownload } from "./backup-download";
import { SettingsForm } from "./settings-form";
import { adminCall } from "~/admin/ui/api";
import { loadAdmin, runMutation } from "~/admin/ui/route-data";
import { settingsContract } from "../../../common/contract/settings";
import type { SiteSettingsInput } from "../../../common/settings";
import type { Route } from "./+types/settings";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdmin(request, settingsContract.getSiteSettings);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, (body: SiteSettingsInput) => adminCall(settingsContract.saveSiteSettings, { body }));
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="settings.loadError" />;
}

/** /admin/settings: the agency's name, contact details, links, map, contact form and offer, and the site's backup (admins only). */
export default function AdminSettings({ loaderData: settings }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminTitle>{t("settings.title")}</AdminTitle>
      <AdminHeader title={t("settings.title")} />
      <p className="-mt-4 mb-6 text-sm text-slate-600 dark:text-slate-400">{t("settings.intro")}</p>
      <SettingsForm settings={settings} />
      <BackupDownload />
    </>
  );
}
