import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { ApiError, leaveForSignIn, readToken } from "~/admin/ui/api";
import { buttonStyles } from "~/admin/ui/buttons";
import { addressOf } from "../../../common/contract/client";
import { backupContract } from "../../../common/contract/backup";

/** A backup of the whole site as a file, with the name the server gave it (a file, not JSON: no `adminCall`). */
async function downloadBackup(): Promise<{ fileName: string; archive: Blob }> {
  const token = readToken();
  const response = await fetch(addressOf(backupContract.downloadBackup), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, undefined);
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { fileName: fileName ?? "site-backup.tar.gz", archive: await response.blob() };
}

/**
 * Downloads the site's backup (the archive `npm run backup` writes). The admin's token
 * lives in localStorage, so the file is fetched with it and then saved, not linked.
 */
export function BackupDownload() {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { fileName, archive } = await downloadBackup();
      const url = URL.createObjectURL(archive);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) leaveForSignIn();
      else toast.error(t("settings.backup.error"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="backup-title"
      className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="backup-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t("settings.backup.title")}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.backup.text")}</p>
      <button type="button" onClick={() => void download()} disabled={busy} className={buttonStyles.secondary}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {busy ? t("settings.backup.downloading") : t("settings.backup.download")}
      </button>
    </section>
  );
}
