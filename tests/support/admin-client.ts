import { testAdmin } from "./server";

export interface AdminClient {
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
