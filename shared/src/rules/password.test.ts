import { isChangingPassword, type PasswordChange, passwordChangeProblems } from './password';

describe('passwordChangeProblems', () => {
  it.each<[string, PasswordChange, ReturnType<typeof passwordChangeProblems>]>([
    ['nothing typed: no change', {}, {}],
    ['empty fields: no change', { oldPassword: '', newPassword: '', confirmPassword: '' }, {}],
    [
      'a complete change',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo', confirmPassword: 'nove-heslo' },
      {},
    ],
    [
      'only the old password',
      { oldPassword: 'stare-heslo' },
      { newPassword: 'newPasswordRequired', confirmPassword: 'confirmPasswordRequired' },
    ],
    [
      'no old password',
      { newPassword: 'nove-heslo', confirmPassword: 'nove-heslo' },
      { oldPassword: 'oldPasswordRequired' },
    ],
    [
      'no confirmation',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo' },
      { confirmPassword: 'confirmPasswordRequired' },
    ],
    [
      'a short new password',
      { oldPassword: 'stare-heslo', newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'passwordMin' },
    ],
    [
      'a confirmation that differs',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo', confirmPassword: 'nove-heslo2' },
      { confirmPassword: 'passwordsMustMatch' },
    ],
    [
      'a confirmation differing only in case',
      { oldPassword: 'stare-heslo', newPassword: 'nove-heslo', confirmPassword: 'Nove-heslo' },
      { confirmPassword: 'passwordsMustMatch' },
    ],
    [
      'a new password of five emoji (ten UTF-16 units)',
      { oldPassword: 'stare-heslo', newPassword: '🎬🎬🎬🎬🎬', confirmPassword: '🎬🎬🎬🎬🎬' },
      { newPassword: 'passwordMin' },
    ],
    [
      'a new password of six spaces',
      { oldPassword: 'stare-heslo', newPassword: '      ', confirmPassword: '      ' },
      {},
    ],
    [
      'only a confirmation',
      { confirmPassword: 'nove-heslo' },
      { oldPassword: 'oldPasswordRequired', newPassword: 'newPasswordRequired' },
    ],
  ])('%s', (_label, change, expected) => {
    expect(passwordChangeProblems(change)).toEqual(expected);
  });

  it('counts a filled-in field as a change, an empty one not', () => {
    expect(isChangingPassword({ oldPassword: '', newPassword: null })).toBe(false);
    expect(isChangingPassword({ confirmPassword: 'x' })).toBe(true);
  });
});
