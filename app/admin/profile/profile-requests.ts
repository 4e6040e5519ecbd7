import type { ProfileAnswer, ProfileInput, User } from "../../../common/user";
import { adminFetch, storeToken } from "~/admin/ui/api";

/**
 * Saves one's own profile. A new password ends every earlier sign-in, this one too: the
 * fresh token in the answer keeps this browser signed in.
 */
export async function saveProfile(input: ProfileInput): Promise<User> {
  const answer = await adminFetch<ProfileAnswer>("/api/auth/me", { method: "PATCH", json: input });
  if (answer.token) storeToken(answer.token);
  return answer.user;
}
