import { redirect } from "react-router";
import { safeRedirect, storeToken } from "~/admin/ui/api";
import type { TwoFactorSignInInput } from "../../../common/two-factor";
import type { LoginAnswer, LoginInput } from "../../../common/user";

/** What the sign-in form sends: the password step, or the code step of a two-factor sign-in. */
export type SignInStep = ({ step: "password" } & LoginInput) | ({ step: "code" } & TwoFactorSignInInput);

/** Why the form is still shown; `challenge` while the code step is under way. */
export type LoginFailure = { challenge?: string } & (
  { reason: "network" } | { reason: "refused"; status: number; message: string | undefined } | { reason: "codeNeeded" }
);

/**
 * Signs in: the token is kept and the user goes where they were sent from (or, when admins
 * require two-factor sign-in and the user has none, to the profile to set it up). A right
 * password with two-factor sign-in on answers the challenge for the code step; a refusal is
 * answered for the form.
 */
export async function signIn(request: Request): Promise<LoginFailure> {
  const { step, ...input } = (await request.json()) as SignInStep;
  const challenge = step === "code" ? (input as TwoFactorSignInInput).challenge : undefined;
  let response: Response;
  try {
    response = await fetch(step === "code" ? "/api/auth/login/two-factor" : "/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { reason: "network", challenge };
  }
  const body = (await response.json().catch(() => ({}))) as Partial<
    Extract<LoginAnswer, { token: string }> & Extract<LoginAnswer, { twoFactorChallenge: string }>
  > & { message?: string };
  if (response.ok && body.twoFactorChallenge) return { reason: "codeNeeded", challenge: body.twoFactorChallenge };
  if (response.ok && body.token) {
    storeToken(body.token);
    throw redirect(
      body.twoFactorSetupRequired
        ? "/admin/profile"
        : safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
    );
  }
  // The code step stays on a refusal; an expired challenge says so, and the form can start over.
  return { reason: "refused", status: response.status, message: body.message, challenge };
}
