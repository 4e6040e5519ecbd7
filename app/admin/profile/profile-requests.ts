import type {
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorDisableInput,
  TwoFactorEnrolment,
} from "../../../common/two-factor";
import type { ProfileAnswer, ProfileInput, User } from "../../../common/user";
import { adminFetch } from "~/admin/ui/api";

/** What the profile screen asks of the API: save the profile, end sessions, or set up two-factor sign-in. */
export type ProfileChange =
  | { intent: "profile"; input: ProfileInput }
  | { intent: "authorProfile"; input: ProfileInput }
  | { intent: "endSession"; id: string }
  | { intent: "endOtherSessions" }
  | { intent: "startTwoFactor" }
  | { intent: "enableTwoFactor"; input: TwoFactorCodeInput }
  | { intent: "disableTwoFactor"; input: TwoFactorDisableInput };

/**
 * Saves one's own profile (a new password ends the user's other sessions; this one goes
 * on) and answers the saved user; ends sessions; or enrols, turns on (answering the
 * recovery codes) or turns off two-factor sign-in.
 */
export async function changeProfile(change: ProfileChange): Promise<User | TwoFactorEnrolment | RecoveryCodes | null> {
  switch (change.intent) {
    case "profile":
    case "authorProfile":
      return (await adminFetch<ProfileAnswer>("/api/auth/me", { method: "PATCH", json: change.input })).user;
    case "endSession":
      await adminFetch(`/api/auth/sessions/${encodeURIComponent(change.id)}`, { method: "DELETE" });
      return null;
    case "endOtherSessions":
      await adminFetch("/api/auth/sessions", { method: "DELETE" });
      return null;
    case "startTwoFactor":
      return adminFetch<TwoFactorEnrolment>("/api/auth/two-factor/enrolment", { method: "POST" });
    case "enableTwoFactor":
      return adminFetch<RecoveryCodes>("/api/auth/two-factor/enable", { method: "POST", json: change.input });
    case "disableTwoFactor":
      await adminFetch("/api/auth/two-factor/disable", { method: "POST", json: change.input });
      return null;
  }
}
