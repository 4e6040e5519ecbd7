import type { ProfileAnswer, ProfileInput, User } from "../../../common/user";
import { adminFetch } from "~/admin/ui/api";

/** What the profile screen asks of the API: save the profile, or end sessions on other devices. */
export type ProfileChange =
  { intent: "profile"; input: ProfileInput } | { intent: "endSession"; id: string } | { intent: "endOtherSessions" };

/**
 * Saves one's own profile (a new password ends the user's other sessions; this one goes
 * on) and answers the saved user, or ends sessions and answers nothing.
 */
export async function changeProfile(change: ProfileChange): Promise<User | null> {
  switch (change.intent) {
    case "profile":
      return (await adminFetch<ProfileAnswer>("/api/auth/me", { method: "PATCH", json: change.input })).user;
    case "endSession":
      await adminFetch(`/api/auth/sessions/${encodeURIComponent(change.id)}`, { method: "DELETE" });
      return null;
    case "endOtherSessions":
      await adminFetch("/api/auth/sessions", { method: "DELETE" });
      return null;
  }
}
