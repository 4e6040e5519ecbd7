import { twoFactorSignInInputSchema } from "../two-factor";
import {
  loginAnswerSchema,
  loginInputSchema,
  profileAnswerSchema,
  profileInputSchema,
  signedInAnswerSchema,
  userSchema,
} from "../user";
import { answer, endpoint, error } from "./endpoint";

const tooManyFailures = { "429": error("Too many failed attempts; see Retry-After") };

/** Signing in and out, and one's own account. */
export const authContract = {
  signIn: endpoint({
    method: "post",
    path: "/auth/login",
    operationId: "signIn",
    summary: "Sign in",
    role: "public",
    body: {
      name: "LoginInput",
      schema: loginInputSchema,
      limit: "10kb",
      example: { email: "leyla@agency.test", password: "plum-harbour-lantern" },
    },
    description:
      "With two-factor sign-in on, the right password answers `twoFactorChallenge` (valid 5 minutes) instead of a token: send it with a code to `POST /api/auth/login/two-factor`. " +
      "`twoFactorSetupRequired`: admins require two-factor sign-in and the user has none, so the token may only set it up (`/api/auth/two-factor…`), read `/api/auth/me` and sign out; every other endpoint answers 403. " +
      "A sign-in sets the `known_device` cookie (a year, sent to sign-ins only): the account's ceiling of failures from all addresses never refuses a device that carries it.",
    responses: {
      "200": answer("Token and user, or a challenge for the code step", loginAnswerSchema),
      "401": error("Wrong email or password"),
      ...tooManyFailures,
    },
  }),
  signInWithCode: endpoint({
    method: "post",
    path: "/auth/login/two-factor",
    operationId: "signInWithCode",
    summary: "Sign in, second step: the challenge of the password step and a code from the app or a recovery code",
    description:
      "A challenge signs in once; a recovery code is used up. Failed codes are limited like failed passwords, and each account has five tries, then a wait that doubles from 30 s up to an hour (429 with Retry-After).",
    role: "public",
    body: {
      name: "TwoFactorSignInInput",
      schema: twoFactorSignInInputSchema,
      limit: "5kb",
      example: { challenge: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl", code: "492 817" },
    },
    responses: {
      "200": answer("Token and user", signedInAnswerSchema),
      "401": error("Wrong code, or the challenge has expired or has signed in already"),
      ...tooManyFailures,
    },
  }),
  signOut: endpoint({
    method: "post",
    path: "/auth/logout",
    operationId: "signOut",
    summary: "Sign out this device: its token stops working on every instance; other devices stay signed in",
    role: "staff",
    forTwoFactorSetup: true,
    responses: { "204": answer("Signed out") },
  }),
  getCurrentUser: endpoint({
    method: "get",
    path: "/auth/me",
    operationId: "getCurrentUser",
    summary: "The signed-in user",
    role: "staff",
    forTwoFactorSetup: true,
    responses: { "200": answer("User", userSchema) },
  }),
  updateProfile: endpoint({
    method: "patch",
    path: "/auth/me",
    operationId: "updateProfile",
    summary: "Change one's own name, author bio and photo, and password with the current one",
    description: "A new password ends every other session of the user; this one stays signed in.",
    role: "staff",
    body: { name: "ProfileInput", schema: profileInputSchema, limit: "5kb", example: { name: "Leyla Mammadova" } },
    responses: {
      "200": answer("Saved", profileAnswerSchema),
      "400": error("Invalid input, or the current password is wrong"),
      ...tooManyFailures,
    },
  }),
};
