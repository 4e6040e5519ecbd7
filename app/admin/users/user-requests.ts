import type {
  AuthorProfileInput,
  PasswordResetInput,
  User,
  UserAccessInput,
  UserInput,
  UserWithPassword,
} from "../../../common/user";
import { adminFetch } from "~/admin/ui/api";

/** What the users screen asks of the API. */
export type UserChange =
  | { intent: "create"; input: UserInput }
  | { intent: "access"; id: string; input: UserAccessInput }
  | { intent: "password"; id: string; input: PasswordResetInput }
  | { intent: "authorProfile"; id: string; input: AuthorProfileInput };

/** Every change answers the user as saved, and a password when the server made one to hand over. */
export async function changeUser(change: UserChange): Promise<UserWithPassword> {
  const path = (suffix = "") =>
    `/api/users${change.intent === "create" ? "" : `/${encodeURIComponent(change.id)}`}${suffix}`;
  switch (change.intent) {
    case "create":
      return adminFetch<UserWithPassword>(path(), { method: "POST", json: change.input });
    case "access":
      return { user: await adminFetch<User>(path(), { method: "PATCH", json: change.input }) };
    case "password":
      return adminFetch<UserWithPassword>(path("/password"), { method: "POST", json: change.input });
    case "authorProfile":
      return { user: await adminFetch<User>(path("/author-profile"), { method: "PUT", json: change.input }) };
  }
}
