import { Router } from "express";
import type { Kysely } from "kysely";
import { isDatabaseHealthy, whyNotReady } from "../db/database.server";
import type { DB } from "../db/schema.server";

/**
 * The spec's health check, and the two a load balancer or orchestrator asks apart:
 * liveness (the process answers; restart it if not) and readiness (it can serve: the
 * database answers and is migrated; send it no visitors if not).
 */
export function healthRouter(db: Kysely<DB>): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    if (await isDatabaseHealthy(db)) {
      res.json({ status: "ok" });
    } else {
      res.status(503).json({ status: "unavailable", message: "The database is not answering." });
    }
  });
  router.get("/health/live", (_req, res) => void res.json({ status: "ok" }));
  router.get("/health/ready", async (_req, res) => {
    const reason = await whyNotReady(db);
    if (reason) res.status(503).json({ message: reason });
    else res.json({ status: "ok" });
  });
  return router;
}
