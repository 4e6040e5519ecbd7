import * as z from "zod/mini";
import { sessionSchema } from "../session";
import { answer, endpoint, error } from "./endpoint";

/** One's own sign-ins, one per device (decision 033): list them, end one or all but this one. */
export const sessionContract = {
  listSessions: endpoint({
    method: "get",
    path: "/auth/sessions",
    operationId: "listSessions",
    summary: "The signed-in user's active sessions, the most recently seen first",
    description: "`current` marks the session of the token that asks.",
    role: "staff",
    responses: { "200": answer("Sessions", z.array(sessionSchema)) },
  }),
  endOtherSessions: endpoint({
    method: "delete",
    path: "/auth/sessions",
    operationId: "endOtherSessions",
    summary: "Sign out every other device; this one stays signed in",
    role: "staff",
    responses: { "204": answer("Ended") },
  }),
  endSession: endpoint({
    method: "delete",
    path: "/auth/sessions/:id",
    operationId: "endSession",
    summary: "End one of the user's sessions (this one too, which signs this device out)",
    role: "staff",
    params: { id: "The session's _id" },
    responses: { "204": answer("Ended"), "404": error("No session of this user has this id") },
  }),
};
