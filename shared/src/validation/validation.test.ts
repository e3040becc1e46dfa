import { loginSchema, refusalErrors, textProblem, validateWith } from './validation';

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

describe('textProblem', () => {
  const at = (length: number) => 'a'.repeat(length);
  it.each([
    ['an empty text', '', 'projectName', null],
    ['no text', undefined, 'note', null],
    ['a text at the limit (200)', at(200), 'projectName', null],
    ['one over the limit (201)', at(201), 'projectName', 'validation.tooLong'],
    ['spaces count, as the API counts them', ` ${at(199)} `, 'projectName', 'validation.tooLong'],
    ['a number as the limit', at(6), 5, 'validation.tooLong'],
    ['a NUL character', 'Fil\u0000m', 'note', 'validation.invalidCharacters'],
    ['a bell character', 'Film\u0007', 'note', 'validation.invalidCharacters'],
    ['lines and tabs are text', 'Film\n\tnoc\r\n', 'note', null],
    ['markup is text', '<script>alert(1)</script>', 'note', null],
  ] as const)('%s', (_, value, limit, problem) => {
    expect(textProblem(value, limit)).toBe(problem);
  });
});

describe('refusalErrors', () => {
  /** What the API client throws for a 400 with a body. */
  const refused = (status: number, data: unknown) => ({ response: { status, data } });
  const tooLong = (name: string) =>
    refused(400, {
      success: false,
      message: `${name} is too long`,
      field: { name, problem: 'tooLong', limit: 200 },
    });
  const fields = ['projectName', 'note', 'email'];
  it.each([
    [
      'a cart path, at its last part',
      tooLong('cart.projectName'),
      {},
      { projectName: 'validation.tooLong' },
    ],
    ['a plain name', tooLong('note'), {}, { note: 'validation.tooLong' }],
    ['a field the form lacks', tooLong('cart.customer.phone'), {}, null],
    [
      'an alias of the form',
      tooLong('cart.offerId'),
      { offerId: 'note' },
      { note: 'validation.tooLong' },
    ],
    [
      'control characters',
      refused(400, {
        success: false,
        message: 'x',
        field: { name: 'email', problem: 'invalidCharacters' },
      }),
      {},
      { email: 'validation.invalidCharacters' },
    ],
    [
      'a required field',
      refused(400, {
        success: false,
        message: 'x',
        field: { name: 'company.email', problem: 'required' },
      }),
      {},
      { email: 'validation.required' },
    ],
    [
      'a 400 without a field',
      refused(400, { success: false, message: 'cart must be valid JSON' }),
      {},
      null,
    ],
    [
      'a 409 naming a field',
      { response: { status: 409, data: { field: { name: 'note', problem: 'invalid' } } } },
      {},
      null,
    ],
    ['an unknown problem', refused(400, { field: { name: 'note', problem: 'weird' } }), {}, null],
    ['no answer at all', new Error('Network Error'), {}, null],
    ['nothing', null, {}, null],
  ] as const)('%s', (_, error, aliases, expected) => {
    expect(refusalErrors(error, fields, aliases)).toEqual(expected);
  });
});
