import {
  insuranceHolderSchema,
  isValidBirthNumber,
  isValidName,
  isValidPhone,
  normalizePhone,
  personalDataSchema,
  shareCartSchema,
  voucherSchema,
} from './checkout';
import { validateWith } from './validation';

describe('phone numbers', () => {
  it.each([
    ['+420 123 456 789', true],
    ['123456789', true],
    ['00420 603-123-456', true],
    ['+421 905 123 456', true],
    ['12345', false],
    ['+420 12 345', false],
    ['phone', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });

  it.each([
    ['603 123 456', '+420603123456'],
    ['+420 603 123 456', '+420603123456'],
    ['00421905123456', '+421905123456'],
  ])('normalizes %s → %s', (value, normalized) => {
    expect(normalizePhone(value)).toBe(normalized);
  });
});

describe('birth numbers (rodné číslo)', () => {
  it.each([
    ['736028/5163', true], // woman born 1973, divisible by 11
    ['7360285163', true],
    ['780123/3539', true], // divisible by 11
    ['040121/0005', false], // bad check digit
    ['531231/123', true], // nine digits, before 1954
    ['541231/123', false], // nine digits only until 1953
    ['781332/0000', false], // month 13
    ['780230/0000', false], // 30 February
    ['abc', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidBirthNumber(value)).toBe(valid);
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
