import type { Response } from "express";
import type { Kysely } from "kysely";
import { userContract } from "../../common/contract/users";
import type { User } from "../../common/user";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { listAuthors } from "../db/authors.server";
import {
  changeUserAccess,
  createUser,
  findUserByEmail,
  findUserById,
  listUsers,
  setAuthorProfile,
  setUserPassword,
  toUserJson,
} from "../db/users.server";
import type { DB, UserRow } from "../db/schema.server";
import { HttpError, notFound } from "../http-error.server";
import { requireStrongPassword } from "../password-strength.server";
import { generatePassword } from "../passwords.server";
import { implement } from "./operation.server";

/** A user staff changed: recorded in the activity log by whoever changed them, and answered. */
async function updatedUser(db: Kysely<DB>, res: Response, user: UserRow): Promise<{ status: 200; body: User }> {
  await recordActivity(db, {
    kind: "user.updated",
    subjectId: user.id,
    title: user.name,
    actorId: currentUser(res).id,
  });
  return { status: 200, body: toUserJson(user) };
}

/** Staff accounts, run by admins (the endpoints: common/contract/users.ts). */
export const userOperations = implement(userContract, {
  listUsers: {
    handle: async (_request, { db }) => ({ status: 200, body: (await listUsers(db)).map(toUserJson) }),
  },
  createUser: {
    async handle({ res, body: input }, { db }) {
      if (await findUserByEmail(db, input.email)) throw new HttpError(409, "emailTaken");
      if (input.password) await requireStrongPassword(input.password, input, "password");
      const password = input.password || generatePassword();
      const user = await createUser(db, { ...input, password });
      await recordActivity(db, {
        kind: "user.created",
        subjectId: user.id,
        title: user.name,
        actorId: currentUser(res).id,
      });
      return { status: 201, body: { user: toUserJson(user), ...(!input.password && { password }) } };
    },
  },
  changeUserAccess: {
    async handle({ res, body, params }, { db }) {
      const result = await changeUserAccess(db, params.id, body);
      if ("error" in result)
        throw result.error === "notFound" ? notFound("userNotFound") : new HttpError(409, "lastAdmin");
      return updatedUser(db, res, result.user);
    },
  },
  resetUserPassword: {
    async handle({ res, body: input, params }, { db }) {
      const owner = await findUserById(db, params.id);
      if (!owner) throw notFound("userNotFound");
      if (input.password) await requireStrongPassword(input.password, owner, "password");
      const password = input.password || generatePassword();
      if (!(await setUserPassword(db, params.id, password))) throw notFound("userNotFound");
      const user = (await findUserById(db, params.id))!;
      await recordActivity(db, {
        kind: "user.passwordReset",
        subjectId: user.id,
        title: user.name,
        actorId: currentUser(res).id,
      });
      return { status: 200, body: { user: toUserJson(user), ...(!input.password && { password }) } };
    },
  },
  setAuthorProfile: {
    async handle({ res, body, params }, { db }) {
      const user = await setAuthorProfile(db, params.id, body);
      if (!user) throw notFound("userNotFound");
      return updatedUser(db, res, user);
    },
  },
  listAuthors: { handle: async (_request, { db }) => ({ status: 200, body: await listAuthors(db) }) },
});
