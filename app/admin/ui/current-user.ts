import { useRouteLoaderData } from "react-router";
import type { User } from "../../../common/user";

/** The signed-in staff member, as the admin layout loaded it. */
export function useCurrentUser(): User | undefined {
  return useRouteLoaderData<{ user: User }>("admin-frame")?.user;
}
