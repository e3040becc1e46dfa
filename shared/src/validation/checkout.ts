/**
 * Checkout form rules (yup) with the specification's messages: personal data, sharing a cart,
 * vouchers and the insurance holder. Messages are i18n keys of the `common` namespace
 * (`validation.*`); pure checks (phone, birth number, names) are exported for table tests.
 */
import { boolean, type ObjectSchema, object, string } from 'yup';
import { emailField, passwordMinLength } from './validation';

/** Names: letters (any script), spaces, hyphens, apostrophes and dots. */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export function isValidName(value: string): boolean {
  return namePattern.test(value.trim());
}

/**
 * A phone number the shop can call: a Czech number of nine digits with or without +420 / 00420,
 * or an international one with + and 8–15 digits. Spaces, hyphens and brackets are ignored.
 */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/[\s\-()]/g, '');
  if (/^(?:\+420|00420)?[1-9]\d{8}$/.test(compact)) return true;
  // Another country's number; a +420 number must be the Czech nine digits above.
  return !/^(?:\+|00)420/.test(compact) && /^(?:\+|00)[1-9]\d{7,14}$/.test(compact);
}

/** A Czech nine-digit number gets its +420 prefix; anything else is sent as typed (trimmed). */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s\-()]/g, '');
  const czech = /^(?:\+420|00420)?([1-9]\d{8})$/.exec(compact);
  if (czech) return `+420${czech[1]}`;
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A Czech birth number (rodné číslo): 'YYMMDD/XXXX' or 'YYMMDDXXXX' (a real date; the ten-digit
 * number divisible by 11, or the first nine leaving 10 with a last digit 0), or the nine-digit
 * form issued until 1953. Months carry +50 for women and, from 2004, +20 / +70. The API checks the
 * same rules; this check only answers sooner.
 */
export function isValidBirthNumber(value: string): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})\/?(\d{3,4})$/.exec(value.trim());
  if (!match) return false;
  const [yy, mm, dd, suffix] = match.slice(1, 5) as [string, string, string, string];
  const digits = `${yy}${mm}${dd}${suffix}`;
  let year: number;
  if (digits.length === 9) {
    year = 1900 + Number(yy);
    if (year > 1953) return false;
  } else {
    year = Number(yy) >= 54 ? 1900 + Number(yy) : 2000 + Number(yy);
    const number = Number(digits);
    const firstNine = Math.floor(number / 10);
    if (number % 11 !== 0 && !(firstNine % 11 === 10 && number % 10 === 0)) return false;
  }
  let month = Number(mm);
  if (month >= 51 && month <= 62) month -= 50;
  else if (year >= 2004 && month >= 21 && month <= 32) month -= 20;
  else if (year >= 2004 && month >= 71 && month <= 82) month -= 70;
  if (month < 1 || month > 12) return false;
  const day = Number(dd);
  return day >= 1 && day <= daysInMonth(year, month);
}

export const firstnameField = () =>
  string()
    .trim()
    .required('validation.nameRequired')
    .test('name', 'validation.nameInvalid', (value) => !value || isValidName(value));

export const lastnameField = () =>
  string()
    .trim()
    .required('validation.lastnameRequired')
    .test('name', 'validation.lastnameInvalid', (value) => !value || isValidName(value));

export const phoneField = () =>
  string()
    .trim()
    .required('validation.phoneRequired')
    .test('phone', 'validation.phoneInvalid', (value) => !value || isValidPhone(value));

export interface PersonalDataValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** Create an account with the order (only offered without a customer key). */
  register?: boolean;
  password?: string;
}

export const personalDataSchema: ObjectSchema<PersonalDataValues> = object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  phone: phoneField(),
  register: boolean().optional(),
  password: string().when('register', ([register], schema) =>
    register === true
      ? schema
          .required('validation.passwordRequired')
          .min(passwordMinLength, 'validation.passwordMin')
      : schema.optional(),
  ),
});

export interface VoucherValues {
  voucherCode: string;
}

export const voucherSchema: ObjectSchema<VoucherValues> = object({
  voucherCode: string().trim().required('validation.voucherRequired'),
});

export interface ShareCartValues {
  senderEmail: string;
  senderName: string;
  recipientEmail: string;
  projectName?: string;
  dateFrom?: string;
  dateTo?: string;
  note?: string;
}

/** The longest texts POST /cart/share takes (its contract). */
export const shareCartLimits = { email: 254, name: 100, projectName: 200, note: 2000 } as const;

export const shareCartSchema: ObjectSchema<ShareCartValues> = object({
  senderEmail: emailField().max(shareCartLimits.email, 'validation.tooLong'),
  senderName: firstnameField().max(shareCartLimits.name, 'validation.tooLong'),
  recipientEmail: emailField().max(shareCartLimits.email, 'validation.tooLong'),
  projectName: string().trim().max(shareCartLimits.projectName, 'validation.tooLong').optional(),
  dateFrom: string().optional(),
  dateTo: string().optional(),
  note: string().max(shareCartLimits.note, 'validation.tooLong').optional(),
});

export type InsuranceHolder = 'person' | 'company';

export interface InsuranceHolderValues {
  /** eu / world insurance asks who is insured; basic insurance needs nothing. */
  insurance: 'basic' | 'eu' | 'world';
  countries?: string;
  holder?: InsuranceHolder;
  /** A person gives the birth number, or the born date and permanent address. */
  birthNumber?: string;
  bornDate?: string;
  permanentAddress?: string;
}

const abroad = (insurance: unknown) => insurance === 'eu' || insurance === 'world';
const personAbroad = (insurance: unknown, holder: unknown) =>
  abroad(insurance) && holder !== 'company';

/**
 * The insurance holder's fields: countries for use abroad; a person gives a valid birth number
 * or, without one, the born date and permanent address.
 */
export const insuranceHolderSchema: ObjectSchema<InsuranceHolderValues> = object().shape(
  {
    insurance: string()
      .oneOf(['basic', 'eu', 'world'] as const)
      .required(),
    countries: string().when('insurance', ([insurance], schema) =>
      abroad(insurance)
        ? schema.trim().required('validation.insuranceCountryRequired')
        : schema.optional(),
    ),
    holder: string()
      .oneOf(['person', 'company'] as const)
      .optional(),
    birthNumber: string()
      .trim()
      .test(
        'format',
        'validation.birthNumberFormat',
        (value) => !value || isValidBirthNumber(value),
      )
      .when(['insurance', 'holder', 'bornDate'], ([insurance, holder, bornDate], schema) =>
        personAbroad(insurance, holder) && !bornDate
          ? schema.required('validation.birthNumberRequired')
          : schema,
      ),
    bornDate: string().when(
      ['insurance', 'holder', 'birthNumber'],
      ([insurance, holder, birthNumber], schema) =>
        personAbroad(insurance, holder) && !birthNumber
          ? schema.required('validation.bornDateRequired')
          : schema.optional(),
    ),
    permanentAddress: string().when(
      ['insurance', 'holder', 'birthNumber'],
      ([insurance, holder, birthNumber], schema) =>
        personAbroad(insurance, holder) && !birthNumber
          ? schema.trim().required('validation.addressRequired')
          : schema.optional(),
    ),
  },
  [['birthNumber', 'bornDate']],
);
