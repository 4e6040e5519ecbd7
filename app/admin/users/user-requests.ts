import type {
  AuthorProfileInput,
  PasswordResetInput,
  UserAccessInput,
  UserInput,
  UserWithPassword,
} from "../../../common/user";
import { userContract } from "../../../common/contract/users";
import { adminCall } from "~/admin/ui/api";

/** What the users screen asks of the API. */
export type UserChange =
  | { intent: "create"; input: UserInput }
  | { intent: "access"; id: string; input: UserAccessInput }
  | { intent: "password"; id: string; input: PasswordResetInput }
  | { intent: "authorProfile"; id: string; input: AuthorProfileInput };

/** Every change answers the user as saved, and a password when the server made one to hand over. */
export async function changeUser(change: UserChange): Promise<UserWithPassword> {
  switch (change.intent) {
    case "create":
      return adminCall(userContract.createUser, { body: change.input });
    case "access":
      return {
        user: await adminCall(userContract.changeUserAccess, { params: { id: change.id }, body: change.input }),
      };
    case "password":
      return adminCall(userContract.resetUserPassword, { params: { id: change.id }, body: change.input });
    case "authorProfile":
      return {
        user: await adminCall(userContract.setAuthorProfile, { params: { id: change.id }, body: change.input }),
      };
  }
}
