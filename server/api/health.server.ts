import { Router } from "express";
import type { Kysely } from "kysely";
import { isDatabaseHealthy } from "../db/database.server";
import type { DB } from "../db/schema.server";

export function healthRouter(db: Kysely<DB>): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    if (await isDatabaseHealthy(db)) {
      res.json({ status: "ok" });
    } else {
      res.status(503).json({ status: "unavailable", message: "The database is not answering." });
    }
  });
  return router;
}
