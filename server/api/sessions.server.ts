import * as z from "zod/mini";
import { sessionSchema } from "../../common/session";
import { currentSessionId, currentUser } from "../auth/require-staff.server";
import { endSession, endSessions, listSessions, toSessionJson } from "../db/sessions.server";
import { notFound } from "../http-error.server";
import { answer, error, operation } from "./operation.server";

/** One's own sign-ins, one per device (decision 033): list them, end one or all but this one. */
export const sessionOperations = [
  operation({
    method: "get",
    path: "/auth/sessions",
    operationId: "listSessions",
    summary: "The signed-in user's active sessions, the most recently seen first",
    description: "`current` marks the session of the token that asks.",
    role: "staff",
    responses: { "200": answer("Sessions", z.array(sessionSchema)) },
    async handle({ res }, { db }) {
      const current = currentSessionId(res);
      res.json((await listSessions(db, currentUser(res).id)).map((row) => toSessionJson(row, current)));
    },
  }),
  operation({
    method: "delete",
    path: "/auth/sessions",
    operationId: "endOtherSessions",
    summary: "Sign out every other device; this one stays signed in",
    role: "staff",
    responses: { "204": answer("Ended") },
    async handle({ res }, { db }) {
      await endSessions(db, currentUser(res).id, currentSessionId(res));
      res.status(204).end();
    },
  }),
  operation({
    method: "delete",
    path: "/auth/sessions/:id",
    operationId: "endSession",
    summary: "End one of the user's sessions (this one too, which signs this device out)",
    role: "staff",
    params: { id: "The session's _id" },
    responses: { "204": answer("Ended"), "404": error("No session of this user has this id") },
    async handle({ res, params }, { db }) {
      if (!(await endSession(db, currentUser(res).id, params.id))) throw notFound("sessionNotFound");
      res.status(204).end();
    },
  }),
];
