/**
 * An email address as accounts are stored, found and counted by the sign-in limits:
 * trimmed, lower case, Unicode NFKC (a full-width "ＡＤＭＩＮ@…" is "admin@…").
 */
export function normaliseEmail(email: string): string {
  return email.normalize("NFKC").trim().toLowerCase();
}
