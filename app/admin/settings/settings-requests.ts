import { ApiError, readToken } from "~/admin/ui/api";

/** A backup of the whole site (GET /api/backup) as a file, with the name the server gave it. */
export async function downloadBackup(): Promise<{ fileName: string; archive: Blob }> {
  const token = readToken();
  const response = await fetch("/api/backup", { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, undefined);
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { fileName: fileName ?? "site-backup.tar.gz", archive: await response.blob() };
}
