/**
 * Choosing a password (registration, a password reset): the password and its confirmation. The
 * account pages' forms and the API ask this one function, so a form never sends what the API
 * refuses. Each problem is named like the key of the specification's message
 * (`validation.<problem>`).
 */

/** The shortest password the shop accepts (specification §5 and §9). */
export const NEW_PASSWORD_MIN_LENGTH = 6;

export interface NewPassword {
  password?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}

export type NewPasswordProblem =
  | 'passwordRequired'
  | 'passwordMin'
  | 'confirmPasswordRequired'
  | 'passwordsMustMatch';

/**
 * The problems of a new password, one per field, or none: the password is required and at least
 * six characters (code points: an emoji is one character to the customer; spaces count), the
 * confirmation is required and repeats it exactly.
 */
export function newPasswordProblems(
  values: NewPassword,
): Partial<Record<keyof NewPassword, NewPasswordProblem>> {
  const problems: Partial<Record<keyof NewPassword, NewPasswordProblem>> = {};
  const { password, confirmPassword } = values;
  if (!password) problems.password = 'passwordRequired';
  else if ([...password].length < NEW_PASSWORD_MIN_LENGTH) problems.password = 'passwordMin';
  if (!confirmPassword) problems.confirmPassword = 'confirmPasswordRequired';
  else if (password && confirmPassword !== password)
    problems.confirmPassword = 'passwordsMustMatch';
  return problems;
}
