import { type NewPassword, newPasswordProblems } from './new-password';

describe('newPasswordProblems', () => {
  it.each<[string, NewPassword, ReturnType<typeof newPasswordProblems>]>([
    ['a good password, repeated', { password: 'kamera', confirmPassword: 'kamera' }, {}],
    [
      'nothing typed',
      {},
      { password: 'passwordRequired', confirmPassword: 'confirmPasswordRequired' },
    ],
    [
      'five characters',
      { password: 'abcde', confirmPassword: 'abcde' },
      { password: 'passwordMin' },
    ],
    ['six spaces count', { password: '      ', confirmPassword: '      ' }, {}],
    [
      'five emoji are five characters',
      { password: '🎬🎬🎬🎬🎬', confirmPassword: '🎬🎬🎬🎬🎬' },
      {
        password: 'passwordMin',
      },
    ],
    [
      'a confirmation that differs in case',
      { password: 'kamera-1', confirmPassword: 'Kamera-1' },
      { confirmPassword: 'passwordsMustMatch' },
    ],
    [
      'no confirmation',
      { password: 'kamera-1', confirmPassword: '' },
      { confirmPassword: 'confirmPasswordRequired' },
    ],
  ])('%s', (_label, values, expected) => {
    expect(newPasswordProblems(values)).toEqual(expected);
  });
});
