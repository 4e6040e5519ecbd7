import { healthyAnswerSchema, unhealthyAnswerSchema } from "../api-answers";
import { answer, endpoint, error } from "./endpoint";

const malformedAddress = { "400": error("Malformed address or Host") };

/**
 * The spec's health check, and the two a load balancer or orchestrator asks apart:
 * liveness (the process answers; restart it if not) and readiness (it can serve: the
 * database answers and is migrated; send it no visitors if not).
 */
export const healthContract = {
  getHealth: endpoint({
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
  }),
  getLiveness: endpoint({
    method: "get",
    path: "/health/live",
    operationId: "getLiveness",
    summary: "Liveness: the process answers (no database involved)",
    role: "public",
    responses: { "200": answer("The process answers", healthyAnswerSchema), ...malformedAddress },
  }),
  getReadiness: endpoint({
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
  }),
};
