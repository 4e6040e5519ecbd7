import { redirect } from "react-router";
import { safeRedirect, storeToken } from "~/admin/ui/api";
import type { LoginAnswer, LoginInput } from "../../../common/user";

export type LoginFailure = { reason: "network" } | { reason: "refused"; status: number; message: string | undefined };

/** Signs in: the token is kept and the user goes where they were sent from; a refusal is answered for the form. */
export async function signIn(request: Request): Promise<LoginFailure> {
  const credentials = (await request.json()) as LoginInput;
  let response: Response;
  try {
    response = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { reason: "network" };
  }
  const body = (await response.json().catch(() => ({}))) as Partial<LoginAnswer> & { message?: string };
  if (response.ok && body.token) {
    storeToken(body.token);
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return { reason: "refused", status: response.status, message: body.message };
}
