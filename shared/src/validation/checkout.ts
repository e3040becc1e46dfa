/**
 * Checkout form rules (yup) with the specification's messages: personal data, sharing a cart,
 * vouchers and the insurance holder. Messages are i18n keys of the `common` namespace
 * (`validation.*`). Phone numbers and birth numbers are the shared rules the API applies too
 * (@shop/shared/rules/*), so the form never accepts what the API refuses; names are checked here.
 */
import { isValidBirthNumber } from '@shop/shared/rules/birth-number';
import { normalizePhone } from '@shop/shared/rules/phone';
import { boolean, type ObjectSchema, object, string } from 'yup';
import { emailField, limitedText, passwordMinLength } from './validation';

/** Names: letters (any script), spaces, hyphens, apostrophes and dots. */
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export function isValidName(value: string): boolean {
  return namePattern.test(value.trim());
}

export const firstnameField = () =>
  limitedText(
    string()
      .trim()
      .required('validation.nameRequired')
      .test('name', 'validation.nameInvalid', (value) => !value || isValidName(value)),
    'personName',
  );

export const lastnameField = () =>
  limitedText(
    string()
      .trim()
      .required('validation.lastnameRequired')
      .test('name', 'validation.lastnameInvalid', (value) => !value || isValidName(value)),
    'personName',
  );

/** A phone number the API accepts, when one is typed. */
export const optionalPhoneField = () =>
  limitedText(
    string()
      .trim()
      .test(
        'phone',
        'validation.phoneInvalid',
        (value) => !value || normalizePhone(value) !== null,
      ),
    'phone',
  );

export const phoneField = () => optionalPhoneField().required('validation.phoneRequired');

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
  password: limitedText(string(), 'password').when('register', ([register], schema) =>
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
  voucherCode: limitedText(string().trim().required('validation.voucherRequired'), 'voucherCode'),
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

export const shareCartSchema: ObjectSchema<ShareCartValues> = object({
  senderEmail: emailField(),
  senderName: firstnameField(),
  recipientEmail: emailField(),
  projectName: limitedText(string().trim(), 'projectName').optional(),
  dateFrom: string().optional(),
  dateTo: string().optional(),
  note: limitedText(string(), 'note').optional(),
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
    permanentAddress: limitedText(string(), 'address').when(
      ['insurance', 'holder', 'birthNumber'],
      ([insurance, holder, birthNumber], schema) =>
        personAbroad(insurance, holder) && !birthNumber
          ? schema.trim().required('validation.addressRequired')
          : schema.optional(),
    ),
  },
  [['birthNumber', 'bornDate']],
);
