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

describe('validateWith and a schema of another build', () => {
  it('reads the field errors of a ValidationError that is not an instance of this yup copy', () => {
    // What another app's copy of yup throws: the same shape, a different class.
    class ForeignValidationError extends Error {
      override name = 'ValidationError';
      errors = ['validation.emailRequired'];
      inner = [{ path: 'email', message: 'validation.emailRequired' }];
    }
    const foreign = {
      validateSync: () => {
        throw new ForeignValidationError('1 error occurred');
      },
    } as unknown as typeof loginSchema;
    expect(validateWith(foreign)({})).toEqual({ email: 'validation.emailRequired' });
  });

  it('still lets other errors through', () => {
    const broken = {
      validateSync: () => {
        throw new TypeError('not a validation');
      },
    } as unknown as typeof loginSchema;
    expect(() => validateWith(broken)({})).toThrow(TypeError);
  });
});
