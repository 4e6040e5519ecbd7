import { useActionData } from "react-router";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/login";
import { signIn } from "./sign-in-request";
import { SignInScreen } from "./sign-in-screen";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

export async function clientAction({ request }: Route.ClientActionArgs) {
  return signIn(request);
}

/** Sign-in, without the admin frame. */
export default function AdminLogin() {
  return <SignInScreen failure={useActionData<typeof clientAction>()} />;
}
