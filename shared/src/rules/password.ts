/**
 * Changing a password: which of the three fields (old, new, confirmation) is wrong, and why. The
 * account page's form and the API ask this one function, so the form never sends a change the API
 * refuses and the API never accepts one the form would refuse. Each problem is named like the
 * message key of the specification's validation messages (`validation.<problem>`).
 */

import { NEW_PASSWORD_MIN_LENGTH, newPasswordProblems } from '@shop/shared/rules/new-password';

/** The shortest password the shop accepts (specification §5 and §9), as for any new password. */
export const PASSWORD_MIN_LENGTH = NEW_PASSWORD_MIN_LENGTH;

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
  // The new password is chosen as at registration or a reset, with the change's own message for
  // a missing one ("new password required when changing").
  const chosen = newPasswordProblems({
    password: change.newPassword,
    confirmPassword: change.confirmPassword,
  });
  if (chosen.password) {
    problems.newPassword =
      chosen.password === 'passwordRequired' ? 'newPasswordRequired' : chosen.password;
  }
  const confirmation = chosen.confirmPassword;
  // The new-password rule's type allows any of its problems per field; a confirmation has these.
  if (confirmation === 'confirmPasswordRequired' || confirmation === 'passwordsMustMatch') {
    problems.confirmPassword = confirmation;
  }
  return problems;
}
