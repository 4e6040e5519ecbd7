import { redirect } from "react-router";
import { ApiError, safeRedirect, storeToken } from "~/admin/ui/api";
import { authContract } from "../../../common/contract/auth";
import { callApi } from "../../../common/contract/client";
import type { TwoFactorSignInInput } from "../../../common/two-factor";
import type { LoginInput } from "../../../common/user";

/** What the sign-in form sends: the password step, or the code step of a two-factor sign-in. */
export type SignInStep = ({ step: "password" } & LoginInput) | ({ step: "code" } & TwoFactorSignInInput);

/** Why the form is still shown; `challenge` while the code step is under way. */
export type LoginFailure = { challenge?: string } & (
  { reason: "network" } | { reason: "refused"; status: number; message: string | undefined } | { reason: "codeNeeded" }
);

/** The step's call: a token, or (after a right password with two-factor sign-in on) a challenge for the code step. */
function send(step: SignInStep) {
  if (step.step === "code") {
    const { challenge, code } = step;
    return callApi(authContract.signInWithCode, {}, { body: { challenge, code } });
  }
  const { email, password } = step;
  return callApi(authContract.signIn, {}, { body: { email, password } });
}

/**
 * Signs in: the token is kept and the user goes where they were sent from (or, when admins
 * require two-factor sign-in and the user has none, to the profile to set it up). A right
 * password with two-factor sign-in on answers the challenge for the code step; a refusal is
 * answered for the form.
 */
export async function signIn(request: Request): Promise<LoginFailure> {
  const step: SignInStep = await request.json();
  const challenge = step.step === "code" ? step.challenge : undefined;
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(step);
  } catch (error) {
    // The code step stays on a refusal; an expired challenge says so, and the form can start over.
    if (error instanceof ApiError)
      return { reason: "refused", status: error.status, message: error.serverMessage, challenge };
    return { reason: "network", challenge };
  }
  if ("twoFactorChallenge" in answer) return { reason: "codeNeeded", challenge: answer.twoFactorChallenge };
  storeToken(answer.token);
  throw redirect(
    answer.twoFactorSetupRequired
      ? "/admin/profile"
      : safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
  );
}
