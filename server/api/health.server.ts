import { healthyAnswerSchema, unhealthyAnswerSchema } from "../../common/api-answers";
import { isDatabaseHealthy, notAnswering, whyNotReady } from "../db/database.server";
import { answer, error, operation } from "./operation.server";

const malformedAddress = { "400": error("Malformed address or Host") };

/**
 * A load balancer must hear "not ready" within a couple of seconds, also from a database
 * that takes connections but never answers (decision 032); the check's own query ends
 * later, within the pool's limits.
 */
const checkTimeoutMs = 2000;

function answerWithin<T>(check: Promise<T>, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, checkTimeoutMs, otherwise)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness says only that the process answers: the router mounts it before the load
 * shedder, so a full bound never makes an orchestrator restart a working instance
 * (docs/decisions/047).
 */
export const livenessOperation = operation({
  method: "get",
  path: "/health/live",
  operationId: "getLiveness",
  summary: "Liveness: the process answers (no database involved)",
  role: "public",
  responses: { "200": answer("The process answers", healthyAnswerSchema), ...malformedAddress },
  handle: ({ res }) => void res.json({ status: "ok" }),
});

/**
 * The spec's health check, and the two a load balancer or orchestrator asks apart:
 * liveness (the process answers; restart it if not) and readiness (it can serve: the
 * database answers and is migrated; send it no visitors if not).
 */
export const healthOperations = [
  operation({
    method: "get",
    path: "/health",
    operationId: "getHealth",
    summary: "Health",
    role: "public",
    responses: {
      "200": answer("The database answers", healthyAnswerSchema),
      ...malformedAddress,
      "503": answer("The database does not answer", unhealthyAnswerSchema),
    },
    async handle({ res }, { db }) {
      if (await answerWithin(isDatabaseHealthy(db), false)) {
        res.json({ status: "ok" });
      } else {
        res.status(503).json({ status: "unavailable", message: notAnswering });
      }
    },
  }),
  livenessOperation,
  operation({
    method: "get",
    path: "/health/ready",
    operationId: "getReadiness",
    summary: "Readiness: the database answers and every migration of this build is applied",
    role: "public",
    responses: {
      "200": answer("Ready to serve", healthyAnswerSchema),
      ...malformedAddress,
      "503": error("The database does not answer, or is not migrated yet"),
    },
    async handle({ res }, { db }) {
      const reason = await answerWithin(whyNotReady(db), notAnswering);
      if (reason) res.status(503).json({ message: reason });
      else res.json({ status: "ok" });
    },
  }),
];
