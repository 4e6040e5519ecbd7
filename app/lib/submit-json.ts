/** What a form learns from posting to the API: the answer, or why it failed. */
export type SubmitResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message?: string; errors?: Record<string, string> };

/**
 * POSTs JSON to the API. Never throws: a network failure is `{ ok: false, status: 0 }`,
 * and an error answer carries the server's translated `message` and field `errors`.
 */
export async function submitJson<T = unknown>(url: string, body: unknown): Promise<SubmitResult<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const payload = await response.json().catch(() => ({}));
    return response.ok
      ? { ok: true, status: response.status, data: payload as T }
      : { ok: false, status: response.status, message: payload?.message, errors: payload?.errors };
  } catch {
    return { ok: false, status: 0 };
  }
}
