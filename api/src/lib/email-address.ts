/** The form of an e-mail that accounts are found (and sign-ins throttled) by: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
