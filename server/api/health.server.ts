import { healthContract } from "../../common/contract/health";
import type { ReplyOf } from "../../common/contract/endpoint";
import { isDatabaseHealthy, notAnswering, whyNotReady } from "../db/database.server";
import { implement } from "./operation.server";

// The answers with fixed words, typed by the contract here: inside the handlers TypeScript
// would widen their literals to string.
const ok = { status: 200, body: { status: "ok" } } satisfies ReplyOf<typeof healthContract.getLiveness>;
const unavailable = {
  status: 503,
  body: { status: "unavailable", message: notAnswering },
} satisfies ReplyOf<typeof healthContract.getHealth>;

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

/** Health, liveness and readiness (the endpoints: common/contract/health.ts). */
export const healthOperations = implement(healthContract, {
  getHealth: {
    async handle(_request, { db }) {
      if (await answerWithin(isDatabaseHealthy(db), false)) return ok;
      return unavailable;
    },
  },
  getLiveness: {
    async handle() {
      return ok;
    },
  },
  getReadiness: {
    async handle(_request, { db }) {
      const reason = await answerWithin(whyNotReady(db), notAnswering);
      return reason ? { status: 503, body: { message: reason } } : ok;
    },
  },
});

/**
 * Liveness says only that the process answers: the router mounts it before the load
 * shedder, so a full bound never makes an orchestrator restart a working instance
 * (docs/decisions/047).
 */
export const livenessOperation = healthOperations.find(
  ({ operationId }) => operationId === healthContract.getLiveness.operationId,
)!;
