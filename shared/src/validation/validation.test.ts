import { loginSchema, validateWith } from './validation';

const validate = validateWith(loginSchema);

describe('login validation', () => {
  it.each([
    [{}, { email: 'validation.emailRequired', password: 'validation.passwordRequired' }],
    [
      { email: 'nope', password: '12345' },
      { email: 'validation.emailInvalid', password: 'validation.passwordMin' },
    ],
    [{ email: 'jana@example.cz', password: '123456' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});
