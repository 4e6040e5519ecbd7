import { testAdmin } from "./server";

export interface AdminClient {
  /** The session's token, as the sign-in form stores it. */
  token: string;
  /** Sends a JSON request with the admin's token; answers status and parsed body. */
  call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** Signs in as the test server's first admin (tests/support/server.ts) over HTTP. */
export async function signInAsAdmin(baseUrl: string): Promise<AdminClient> {
  const json = { "content-type": "application/json" };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(testAdmin),
  });
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...json, authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}

/** A browser's storage holding `token` where the admin's sign-in form leaves it (Playwright's storageState). */
export function storageHoldingToken(baseUrl: string, token: string) {
  return { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: "adminToken", value: token }] }] };
}
