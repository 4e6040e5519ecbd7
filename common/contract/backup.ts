import { endpoint, file } from "./endpoint";

/** The site's backup, for admins: the archive `npm run backup` writes (docs/decisions/036). */
export const backupContract = {
  downloadBackup: endpoint({
    method: "get",
    path: "/backup",
    operationId: "downloadBackup",
    summary: "Download a backup of the site: every table's rows and every uploaded image, as one tar.gz",
    description:
      "The archive `npm run backup` writes, streamed from one snapshot of the database; `npm run restore` puts it into an empty site on SQLite or PostgreSQL.",
    role: "admin",
    responses: { "200": file("The archive, named by the time it was made", "application/gzip") },
  }),
};
