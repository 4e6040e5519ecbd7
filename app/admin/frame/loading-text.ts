/**
 * The words shown while an admin page loads: the spec gives the applications page its own
 * ("Yüklənir..."); every other page says the common one.
 */
const loadingTexts: Record<string, string> = { "/admin/applications": "applications.loading" };

export function loadingTextKey(pathname: string): string {
  return loadingTexts[pathname.replace(/\/+$/, "").toLowerCase()] ?? "common.loading";
}
