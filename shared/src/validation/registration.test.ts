import { newPasswordSchema, registrationSchema } from './registration';
import { validateWith } from './validation';

describe('registration form', () => {
  const validate = validateWith(registrationSchema);
  const good = {
    firstname: 'Jana',
    lastname: 'Nováková',
    email: 'jana@example.cz',
    password: 'kamera',
    confirmPassword: 'kamera',
  };

  it('accepts a complete form, with or without a phone', () => {
    expect(validate(good)).toEqual({});
    expect(validate({ ...good, phone: '603 123 456' })).toEqual({});
  });

  it('gives the specification messages', () => {
    expect(validate({})).toEqual({
      firstname: 'validation.nameRequired',
      lastname: 'validation.lastnameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(
      validate({
        firstname: 'J4na',
        lastname: '<b>',
        email: 'jana@',
        phone: '12',
        password: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual({
      firstname: 'validation.nameInvalid',
      lastname: 'validation.lastnameInvalid',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordsMustMatch',
    });
  });
});

describe('new password form', () => {
  const validate = validateWith(newPasswordSchema);
  it.each([
    [{ password: 'kamera-2', confirmPassword: 'kamera-2' }, {}],
    [
      { password: 'kamera-2', confirmPassword: 'kamera-3' },
      { confirmPassword: 'validation.passwordsMustMatch' },
    ],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'validation.passwordMin' }],
  ])('%j → %j', (values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});
