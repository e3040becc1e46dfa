/**
 * Changing a password: which of the three fields (old, new, confirmation) is wrong, and why. The
 * account page's form and the API ask this one function, so the form never sends a change the API
 * refuses and the API never accepts one the form would refuse. Each problem is named like the
 * message key of the specification's validation messages (`validation.<problem>`).
 */

/** The shortest password the shop accepts (specification §5 and §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** The fields of a password change, as typed. */
export interface PasswordChange {
  oldPassword?: string | null | undefined;
  newPassword?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}

export type PasswordChangeField = keyof PasswordChange;

export type PasswordChangeProblem =
  | 'oldPasswordRequired'
  | 'newPasswordRequired'
  | 'confirmPasswordRequired'
  | 'passwordMin'
  | 'passwordsMustMatch';

const typed = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value !== '';

/** True when any of the three fields is filled in: the customer is changing the password. */
export function isChangingPassword(change: PasswordChange): boolean {
  return typed(change.oldPassword) || typed(change.newPassword) || typed(change.confirmPassword);
}

/** True when a new password is long enough. Passwords are taken as typed: spaces count. */
export function isLongEnoughPassword(password: string): boolean {
  // Code points, not UTF-16 units: an emoji is one character to the customer.
  return [...password].length >= PASSWORD_MIN_LENGTH;
}

/**
 * The problems of a password change, one per field, or none. Nothing filled in is no change and
 * no problem; once any field is filled in, all three are required, the new password must be long
 * enough and the confirmation must repeat it. Whether the old password is the account's current
 * one only the API can tell.
 */
export function passwordChangeProblems(
  change: PasswordChange,
): Partial<Record<PasswordChangeField, PasswordChangeProblem>> {
  if (!isChangingPassword(change)) return {};
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (!typed(change.oldPassword)) problems.oldPassword = 'oldPasswordRequired';
  if (!typed(change.newPassword)) problems.newPassword = 'newPasswordRequired';
  else if (!isLongEnoughPassword(change.newPassword)) problems.newPassword = 'passwordMin';
  if (!typed(change.confirmPassword)) problems.confirmPassword = 'confirmPasswordRequired';
  else if (typed(change.newPassword) && change.confirmPassword !== change.newPassword) {
    problems.confirmPassword = 'passwordsMustMatch';
  }
  return problems;
}
