import { type DeskSignInValues, deskSignInSchema, unitStepSchema } from './desk';
import { validateWith } from './validation';

const validate = validateWith(deskSignInSchema);

describe('deskSignInSchema: what signing in at the desk needs', () => {
  it.each<[Partial<DeskSignInValues>, Record<string, string>, string]>([
    [{ email: 'pult@example.cz', password: 'x' }, {}, 'an e-mail and any password'],
    [{ email: 'pult@example.cz', password: 'x', code: '123456' }, {}, 'with a code'],
    [{ email: 'pult@example.cz', password: 'x', code: '' }, {}, 'an empty code: not asked yet'],
    [
      { email: 'pult@example.cz', password: 'x', code: '12345' },
      { code: 'validation.codeInvalid' },
      'five digits',
    ],
    [
      { email: 'pult@example.cz', password: 'x', code: '12a456' },
      { code: 'validation.codeInvalid' },
      'a letter',
    ],
    [
      { email: '', password: '' },
      { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
      'nothing',
    ],
    [{ email: 'pult@', password: 'x' }, { email: 'validation.emailInvalid' }, 'no e-mail'],
  ])('%j → %j (%s)', (values, errors) => {
    expect(validate(values)).toEqual(errors);
  });
});

describe('unitStepSchema: a repair or retirement says why', () => {
  const validateStep = validateWith(unitStepSchema);
  it.each([
    [{ reason: 'Prasklé sklo' }, {}],
    [{ reason: 'Prasklé sklo', expectedBack: '2027-01-05' }, {}],
    [{ reason: '   ' }, { reason: 'validation.required' }],
    [{ reason: 'x'.repeat(501) }, { reason: 'validation.tooLong' }],
    [{ reason: 'Vada', expectedBack: '5. 1. 2027' }, { expectedBack: 'validation.dateInvalid' }],
    [{ reason: 'Vada', expectedBack: '2027-02-30' }, { expectedBack: 'validation.dateInvalid' }],
  ])('%j → %j', (values, errors) => {
    expect(validateStep(values)).toEqual(errors);
  });
});
