import { accountUpdateRefusal, passwordChangeSchema, personalDetailsSchema } from './account';
import { ACCOUNT_UPDATE_MESSAGES } from './account-update';
import { validateWith } from './validation';

describe('the personal details form', () => {
  const validate = validateWith(personalDetailsSchema);
  const base = { firstname: 'Jana', lastname: 'Nováková', phone: '603 123 456' };

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid details', {}, {}],
    ['an address is optional', { address: '' }, {}],
    ['an invalid phone', { phone: '12345' }, { phone: 'validation.phoneInvalid' }],
    ['no phone', { phone: ' ' }, { phone: 'validation.phoneRequired' }],
    ['a name with digits', { firstname: 'Jan3' }, { firstname: 'validation.nameInvalid' }],
    ['a last name with a tag', { lastname: '<b>' }, { lastname: 'validation.lastnameInvalid' }],
    ['no first name', { firstname: '' }, { firstname: 'validation.nameRequired' }],
    ['a very long name', { lastname: 'N'.repeat(101) }, { lastname: 'validation.tooLong' }],
  ])('%s', (_label, change, errors) => {
    expect(validate({ ...base, ...change })).toEqual(errors);
  });
});

describe('the password change form uses the shared password rule', () => {
  const validate = validateWith(passwordChangeSchema);

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'a complete change',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo', confirmPassword: 'nove-heslo' },
      {},
    ],
    [
      'an empty form',
      {},
      {
        oldPassword: 'validation.oldPasswordRequired',
        newPassword: 'validation.newPasswordRequired',
        confirmPassword: 'validation.confirmPasswordRequired',
      },
    ],
    [
      'a short new password',
      { oldPassword: 'stare-heslo', newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'validation.passwordMin' },
    ],
    [
      'passwords that differ',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo', confirmPassword: 'jine-heslo' },
      { confirmPassword: 'validation.passwordsMustMatch' },
    ],
    [
      'no old password',
      { newPassword: 'nove-heslo', confirmPassword: 'nove-heslo' },
      { oldPassword: 'validation.oldPasswordRequired' },
    ],
  ])('%s', (_label, values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});

describe('accountUpdateRefusal', () => {
  it.each([
    [
      ACCOUNT_UPDATE_MESSAGES.wrongOldPassword,
      { refusal: 'wrongOldPassword', field: 'oldPassword' },
    ],
    [ACCOUNT_UPDATE_MESSAGES.phoneInvalid, { refusal: 'phoneInvalid', field: 'phone' }],
    [ACCOUNT_UPDATE_MESSAGES.emailChange, { refusal: 'emailChange', field: null }],
    ['Internal Server Error', null],
  ])('%s', (message, expected) => {
    expect(accountUpdateRefusal(message)).toEqual(expected);
  });
});
