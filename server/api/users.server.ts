import type { Response } from "express";
import type { Kysely } from "kysely";
import * as z from "zod/mini";
import {
  authorProfileInputSchema,
  authorSchema,
  passwordResetInputSchema,
  userAccessInputSchema,
  userInputSchema,
  userSchema,
  userWithPasswordSchema,
} from "../../common/user";
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
import { answer, error, operation } from "./operation.server";

const limit = "5kb";
const params = { id: "The user's _id" };
/** A user staff changed: recorded in the activity log by whoever changed them, and answered. */
async function answerUpdatedUser(db: Kysely<DB>, res: Response, user: UserRow): Promise<void> {
  await recordActivity(db, {
    kind: "user.updated",
    subjectId: user.id,
    title: user.name,
    actorId: currentUser(res).id,
  });
  res.json(toUserJson(user));
}

const generatedPasswordNote = "Without a password the server makes one and answers it once as `password`.";

/** Staff accounts, run by admins: list, create, change role or status, reset a password. */
export const userOperations = [
  operation({
    method: "get",
    path: "/users",
    operationId: "listUsers",
    summary: "Staff accounts, oldest first",
    role: "admin",
    responses: { "200": answer("Users", z.array(userSchema)) },
    async handle({ res }, { db }) {
      res.json((await listUsers(db)).map(toUserJson));
    },
  }),
  operation({
    method: "post",
    path: "/users",
    operationId: "createUser",
    summary: "Create a staff account",
    description: generatedPasswordNote,
    role: "admin",
    body: { name: "UserInput", schema: userInputSchema, limit },
    responses: {
      "201": answer("Created", userWithPasswordSchema),
      "400": error("Invalid input, or a password too easy to guess"),
      "409": error("Email taken"),
    },
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
      res.status(201).json({ user: toUserJson(user), ...(!input.password && { password }) });
    },
  }),
  operation({
    method: "patch",
    path: "/users/:id",
    operationId: "changeUserAccess",
    summary: "Change a user's role or deactivate / reactivate them; their sign-ins end",
    role: "admin",
    params,
    body: { name: "UserAccessInput", schema: userAccessInputSchema, limit },
    responses: {
      "200": answer("Updated", userSchema),
      "404": error("Unknown id"),
      "409": error("This would leave no active admin"),
    },
    async handle({ res, body, params }, { db }) {
      const result = await changeUserAccess(db, params.id, body);
      if ("error" in result)
        throw result.error === "notFound" ? notFound("userNotFound") : new HttpError(409, "lastAdmin");
      const { user } = result;
      await answerUpdatedUser(db, res, user);
    },
  }),
  operation({
    method: "post",
    path: "/users/:id/password",
    operationId: "resetUserPassword",
    summary: "Reset a user's password; their sign-ins end",
    description: generatedPasswordNote,
    role: "admin",
    params,
    body: { name: "PasswordResetInput", schema: passwordResetInputSchema, limit },
    responses: {
      "200": answer("Reset", userWithPasswordSchema),
      "400": error("Invalid input, or a password too easy to guess"),
      "404": error("Unknown id"),
    },
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
      res.json({ user: toUserJson(user), ...(!input.password && { password }) });
    },
  }),
  operation({
    method: "put",
    path: "/users/:id/author-profile",
    operationId: "setAuthorProfile",
    summary: "Set what a user shows as the author of posts: a bio per language and a photo",
    role: "admin",
    params,
    body: { name: "AuthorProfileInput", schema: authorProfileInputSchema, limit: "10kb" },
    responses: { "200": answer("Saved", userSchema), "404": error("Unknown id") },
    async handle({ res, body, params }, { db }) {
      const user = await setAuthorProfile(db, params.id, body);
      if (!user) throw notFound("userNotFound");
      await answerUpdatedUser(db, res, user);
    },
  }),
  operation({
    method: "get",
    path: "/authors",
    operationId: "listAuthors",
    summary: "Active staff, by name: whom the post editor may name as a post's author",
    role: "staff",
    responses: { "200": answer("Authors", z.array(authorSchema)) },
    async handle({ res }, { db }) {
      res.json(await listAuthors(db));
    },
  }),
];
