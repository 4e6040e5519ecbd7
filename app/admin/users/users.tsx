import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdmin, runMutation } from "~/admin/ui/route-data";
import { userContract } from "../../../common/contract/users";
import { changeUser } from "./user-requests";
import { UsersScreen } from "./users-screen";
import type { Route } from "./+types/users";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdmin(request, userContract.listUsers);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeUser);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="users.loadError" />;
}

export default function AdminUsers({ loaderData: users }: Route.ComponentProps) {
  return <UsersScreen users={users} />;
}
