/**
 * The account's "my details" forms (yup) with the specification's messages, as i18n keys of the
 * `common` namespace (`validation.*`). The personal data use the checkout's field rules (the same
 * names and phone numbers are accepted everywhere); the password change asks the shared password
 * rule, which the API applies too (@shop/shared/rules/password).
 */
import { type PasswordChangeField, passwordChangeProblems } from '@shop/shared/rules/password';
import { type ObjectSchema, object, string } from 'yup';
import { ACCOUNT_UPDATE_MESSAGES, type AccountUpdateRefusal } from './account-update';

export type { AccountUpdateRefusal } from './account-update';

import { firstnameField, lastnameField, phoneField } from './checkout';
import { limitedText } from './validation';

export interface PersonalDetailsValues {
  firstname: string;
  lastname: string;
  phone: string;
  address?: string;
}

export const personalDetailsSchema: ObjectSchema<PersonalDetailsValues> = object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  phone: phoneField(),
  address: limitedText(string().trim(), 'address').optional(),
});

export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A field of the password form: the shared rule's problem with it, as a message key. */
const passwordChangeField = (field: PasswordChangeField) =>
  limitedText(string().default(''), 'password').test('password-change', function check() {
    const problem = passwordChangeProblems(this.parent as PasswordChangeValues)[field];
    return problem ? this.createError({ message: `validation.${problem}` }) : true;
  });

/**
 * The password form: it is sent to change the password, so an empty form asks for the old
 * password, then the shared rule decides each field.
 */
export const passwordChangeSchema: ObjectSchema<PasswordChangeValues> = object({
  oldPassword: passwordChangeField('oldPassword').required('validation.oldPasswordRequired'),
  newPassword: passwordChangeField('newPassword').required('validation.newPasswordRequired'),
  confirmPassword: passwordChangeField('confirmPassword').required(
    'validation.confirmPasswordRequired',
  ),
});

/** The form field each API refusal of an update concerns (none: the whole form). */
const REFUSAL_FIELDS: Record<AccountUpdateRefusal, string | null> = {
  emailChange: null,
  phoneInvalid: 'phone',
  firstnameInvalid: 'firstname',
  lastnameInvalid: 'lastname',
  bornDateInvalid: null,
  oldPasswordRequired: 'oldPassword',
  newPasswordRequired: 'newPassword',
  confirmPasswordRequired: 'confirmPassword',
  passwordMin: 'newPassword',
  passwordsMustMatch: 'confirmPassword',
  wrongOldPassword: 'oldPassword',
  noPassword: 'oldPassword',
};

/**
 * Which of the API's refusals a message of a refused update is, and the form field it concerns
 * (null: the whole form); null for a message that is none of them, shown as the API worded it.
 */
export function accountUpdateRefusal(
  apiMessage: string,
): { refusal: AccountUpdateRefusal; field: string | null } | null {
  for (const [refusal, text] of Object.entries(ACCOUNT_UPDATE_MESSAGES)) {
    if (text === apiMessage) {
      const known = refusal as AccountUpdateRefusal;
      return { refusal: known, field: REFUSAL_FIELDS[known] };
    }
  }
  return null;
}
