import * as z from "zod/mini";
import {
  authorProfileInputSchema,
  authorSchema,
  passwordResetInputSchema,
  userAccessInputSchema,
  userInputSchema,
  userSchema,
  userWithPasswordSchema,
} from "../user";
import { answer, endpoint, error } from "./endpoint";

const limit = "5kb";
const params = { id: "The user's _id" };
const generatedPasswordNote = "Without a password the server makes one and answers it once as `password`.";

/** Staff accounts, run by admins: list, create, change role or status, reset a password; and the post editor's authors. */
export const userContract = {
  listUsers: endpoint({
    method: "get",
    path: "/users",
    operationId: "listUsers",
    summary: "Staff accounts, oldest first",
    role: "admin",
    responses: { "200": answer("Users", z.array(userSchema)) },
  }),
  createUser: endpoint({
    method: "post",
    path: "/users",
    operationId: "createUser",
    summary: "Create a staff account",
    description: generatedPasswordNote,
    role: "admin",
    body: {
      name: "UserInput",
      schema: userInputSchema,
      limit,
      example: { name: "Emre Yıldız", email: "emre@agency.test", role: "editor" },
    },
    responses: {
      "201": answer("Created", userWithPasswordSchema),
      "400": error("Invalid input, or a password too easy to guess"),
      "409": error("Email taken"),
    },
  }),
  changeUserAccess: endpoint({
    method: "patch",
    path: "/users/:id",
    operationId: "changeUserAccess",
    summary: "Change a user's role or deactivate / reactivate them; their sign-ins end",
    role: "admin",
    params,
    body: { name: "UserAccessInput", schema: userAccessInputSchema, limit, example: { role: "editor" } },
    responses: {
      "200": answer("Updated", userSchema),
      "404": error("Unknown id"),
      "409": error("This would leave no active admin"),
    },
  }),
  resetUserPassword: endpoint({
    method: "post",
    path: "/users/:id/password",
    operationId: "resetUserPassword",
    summary: "Reset a user's password; their sign-ins end",
    description: generatedPasswordNote,
    role: "admin",
    params,
    body: { name: "PasswordResetInput", schema: passwordResetInputSchema, limit, example: {} },
    responses: {
      "200": answer("Reset", userWithPasswordSchema),
      "400": error("Invalid input, or a password too easy to guess"),
      "404": error("Unknown id"),
    },
  }),
  setAuthorProfile: endpoint({
    method: "put",
    path: "/users/:id/author-profile",
    operationId: "setAuthorProfile",
    summary: "Set what a user shows as the author of posts: a bio per language and a photo",
    role: "admin",
    params,
    body: {
      name: "AuthorProfileInput",
      schema: authorProfileInputSchema,
      limit: "10kb",
      example: {
        bio: {
          en: "Emre writes about brand strategy.",
          tr: "Emre marka stratejisi üzerine yazıyor.",
          ru: "Эмре пишет о стратегии бренда.",
          az: "Emre brend strategiyası haqqında yazır.",
        },
        photo: null,
      },
    },
    responses: { "200": answer("Saved", userSchema), "404": error("Unknown id") },
  }),
  listAuthors: endpoint({
    method: "get",
    path: "/authors",
    operationId: "listAuthors",
    summary: "Active staff, by name: whom the post editor may name as a post's author",
    role: "staff",
    responses: { "200": answer("Authors", z.array(authorSchema)) },
  }),
};
