import type { User } from "../../../common/user";
import type { UserAction } from "./user-table";
import type { UserChange } from "./user-requests";

// A row action on a user is confirmed first: what the dialog says, and what it then sends.

/** The change each confirmed row action asks to confirm (the author profile opens its form instead). */
export function changeFor(user: User, action: Exclude<UserAction, "author">): UserChange {
  if (action === "password") return { intent: "password", id: user._id, input: {} };
  if (action === "role")
    return { intent: "access", id: user._id, input: { role: user.role === "admin" ? "editor" : "admin" } };
  return { intent: "access", id: user._id, input: { active: !user.active } };
}

/** What a confirmed row action says it will do, by action and the user's current state. */
export function confirmKey(user: User, action: Exclude<UserAction, "author">): string {
  if (action === "password") return "users.confirm.password";
  if (action === "role") return user.role === "admin" ? "users.confirm.makeEditor" : "users.confirm.makeAdmin";
  return user.active ? "users.confirm.deactivate" : "users.confirm.reactivate";
}
