/**
 * The limits and refusal messages of POST /user-account/update as plain values: the contract's
 * schemas (shared/src/contract/account-details.ts) and the API use them, and so do the account
 * pages, which must not load the schema library.
 */
import { FIELD_LIMITS } from '../contract/field-limits';

/** The longest texts the update takes. */
export const ACCOUNT_DETAIL_LIMITS = {
  email: FIELD_LIMITS.email,
  name: FIELD_LIMITS.personName,
  phone: FIELD_LIMITS.phone,
  address: FIELD_LIMITS.address,
  password: FIELD_LIMITS.password,
} as const;

/**
 * The API's refusals of an update (400), each naming its field first. The account page recognises
 * them to show a translated message next to the field; any other message is shown as it came.
 */
export const ACCOUNT_UPDATE_MESSAGES = {
  emailChange: 'email cannot be changed here: contact the shop to change your e-mail',
  phoneInvalid: 'phone must be a valid phone number',
  firstnameInvalid: 'firstname must not contain disallowed characters',
  lastnameInvalid: 'lastname must not contain disallowed characters',
  bornDateInvalid: 'bornDate must be a real date, not in the future',
  oldPasswordRequired: 'oldPassword is required when changing the password',
  newPasswordRequired: 'newPassword is required when changing the password',
  confirmPasswordRequired: 'confirmPassword is required when changing the password',
  passwordMin: 'newPassword must have at least 6 characters',
  passwordsMustMatch: 'confirmPassword must match newPassword',
  wrongOldPassword: 'oldPassword is not the current password',
  noPassword: 'oldPassword cannot be checked: the account has no password yet, reset it first',
} as const;

export type AccountUpdateRefusal = keyof typeof ACCOUNT_UPDATE_MESSAGES;
