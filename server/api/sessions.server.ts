import { sessionContract } from "../../common/contract/sessions";
import { currentSessionId, currentUser } from "../auth/require-staff.server";
import { endSession, endSessions, listSessions, toSessionJson } from "../db/sessions.server";
import { notFound } from "../http-error.server";
import { implement } from "./operation.server";

/** One's own sign-ins, one per device (decision 033; the endpoints: common/contract/sessions.ts). */
export const sessionOperations = implement(sessionContract, {
  listSessions: {
    async handle({ res }, { db }) {
      const current = currentSessionId(res);
      const sessions = await listSessions(db, currentUser(res).id);
      return { status: 200, body: sessions.map((row) => toSessionJson(row, current)) };
    },
  },
  endOtherSessions: {
    async handle({ res }, { db }) {
      await endSessions(db, currentUser(res).id, currentSessionId(res));
      return { status: 204 };
    },
  },
  endSession: {
    async handle({ res, params }, { db }) {
      if (!(await endSession(db, currentUser(res).id, params.id))) throw notFound("sessionNotFound");
      return { status: 204 };
    },
  },
});
