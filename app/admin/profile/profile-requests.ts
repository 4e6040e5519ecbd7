import type {
  RecoveryCodes,
  TwoFactorCodeInput,
  TwoFactorDisableInput,
  TwoFactorEnrolment,
} from "../../../common/two-factor";
import type { ProfileInput, User } from "../../../common/user";
import { authContract } from "../../../common/contract/auth";
import { sessionContract } from "../../../common/contract/sessions";
import { twoFactorContract } from "../../../common/contract/two-factor";
import { adminCall } from "~/admin/ui/api";

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
      return (await adminCall(authContract.updateProfile, { body: change.input })).user;
    case "endSession":
      await adminCall(sessionContract.endSession, { params: { id: change.id } });
      return null;
    case "endOtherSessions":
      await adminCall(sessionContract.endOtherSessions);
      return null;
    case "startTwoFactor":
      return adminCall(twoFactorContract.startTwoFactorEnrolment);
    case "enableTwoFactor":
      return adminCall(twoFactorContract.enableTwoFactor, { body: change.input });
    case "disableTwoFactor":
      await adminCall(twoFactorContract.disableTwoFactor, { body: change.input });
      return null;
  }
}
