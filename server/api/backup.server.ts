import { pipeline } from "node:stream/promises";
import { backupContract } from "../../common/contract/backup";
import { backupFileName, openBackup } from "../backup/write-backup.server";
import { implement, sent } from "./operation.server";

/** The site's backup, for admins (the endpoint: common/contract/backup.ts). */
export const backupOperations = implement(backupContract, {
  downloadBackup: {
    async handle({ res }, { db, config }): Promise<typeof sent> {
      const archive = await openBackup({ db, dataDir: config.dataDir });
      res.attachment(backupFileName(new Date())).type("application/gzip");
      await pipeline(archive, res);
      return sent;
    },
  },
});
