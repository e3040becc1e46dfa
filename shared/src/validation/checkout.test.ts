import {
  insuranceHolderSchema,
  isValidName,
  personalDataSchema,
  shareCartSchema,
  voucherSchema,
} from './checkout';
import { validateWith } from './validation';

// The phone and birth-number rules themselves are tested with the shared rules
// (shared/src/rules/phone.test.ts, birth-number.test.ts); here, that the forms use them.
describe('the phone field uses the shared phone rule', () => {
  const validate = validateWith(personalDataSchema);
  const base = { firstname: 'Jana', lastname: 'Nováková', email: 'jana@example.cz' };
  it.each([
    ['603 123 456', undefined],
    ['+420 603 123 456', undefined],
    ['00420 603-123-456', undefined],
    ['+421 905 123 456', undefined],
    ['123456789', 'validation.phoneInvalid'], // no Czech number starts with 1
    ['+420 123 456 789', 'validation.phoneInvalid'],
    ['12345', 'validation.phoneInvalid'],
    ['+420 12 345', 'validation.phoneInvalid'],
    ['phone', 'validation.phoneInvalid'],
    ['  ', 'validation.phoneRequired'],
  ])('%s → %s', (phone, error) => {
    expect(validate({ ...base, phone }).phone).toBe(error);
  });
});

describe('names', () => {
  it.each([
    ['Jana', true],
    ['Anna-Marie', true],
    ["O'Neil", true],
    ['Žofie Nováková', true],
    ['Jan3', false],
    ['<script>', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidName(value)).toBe(valid);
  });
});

describe('personal data', () => {
  const validate = validateWith(personalDataSchema);
  it('gives the spec messages', () => {
    expect(validate({})).toEqual({
      firstname: 'validation.nameRequired',
      lastname: 'validation.lastnameRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
    });
    expect(
      validate({ firstname: 'J4na', lastname: '!', email: 'x', phone: '12', register: true }),
    ).toEqual({
      firstname: 'validation.nameInvalid',
      lastname: 'validation.lastnameInvalid',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      password: 'validation.passwordRequired',
    });
  });

  it('asks for a password of at least 6 characters only to create an account', () => {
    const base = {
      firstname: 'Jana',
      lastname: 'Nováková',
      email: 'jana@example.cz',
      phone: '603123456',
    };
    expect(validate(base)).toEqual({});
    expect(validate({ ...base, register: true, password: '12345' })).toEqual({
      password: 'validation.passwordMin',
    });
    expect(validate({ ...base, register: true, password: '123456' })).toEqual({});
  });
});

describe('voucher and share forms', () => {
  it('asks for the voucher code', () => {
    expect(validateWith(voucherSchema)({ voucherCode: ' ' })).toEqual({
      voucherCode: 'validation.voucherRequired',
    });
  });

  it('needs both e-mails and the sender name', () => {
    expect(validateWith(shareCartSchema)({ senderEmail: 'a@b.cz', recipientEmail: 'x' })).toEqual({
      senderName: 'validation.nameRequired',
      recipientEmail: 'validation.emailInvalid',
    });
  });
});

describe('insurance holder', () => {
  const validate = validateWith(insuranceHolderSchema);
  it.each([
    [{ insurance: 'basic' }, {}],
    [
      { insurance: 'eu', holder: 'person' },
      {
        countries: 'validation.insuranceCountryRequired',
        birthNumber: 'validation.birthNumberRequired',
        bornDate: 'validation.bornDateRequired',
        permanentAddress: 'validation.addressRequired',
      },
    ],
    [
      { insurance: 'world', countries: 'US', holder: 'person', birthNumber: '123' },
      { birthNumber: 'validation.birthNumberFormat' },
    ],
    [{ insurance: 'world', countries: 'US', holder: 'person', birthNumber: '7360285163' }, {}],
    [
      { insurance: 'world', countries: 'US', holder: 'person', birthNumber: '780123/3541' },
      { birthNumber: 'validation.birthNumberFormat' }, // the shared rule: wrong check digit
    ],
    [
      {
        insurance: 'eu',
        countries: 'DE',
        holder: 'person',
        bornDate: '1990-01-01',
        permanentAddress: 'Dělnická 12, Praha',
      },
      {},
    ],
    [{ insurance: 'eu', countries: 'DE', holder: 'company' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validate(values as never)).toEqual(errors);
  });
});
