/**
 * The desk's forms: a member of staff signing in (the second factor's code when asked for), a
 * unit's repair or retirement, and an order's handover.
 */
import { array, mixed, number, type ObjectSchema, object, string } from 'yup';
import {
  DAMAGE_PHOTOS,
  HANDOVER_ID_TYPES,
  type HandoverIdType,
  RETURN_CONDITIONS,
  type ReturnCondition,
} from '../contract/constants';
import { FIELD_LIMITS } from '../contract/field-limits';
import { isLocalDate } from '../rules/prague-time';
import { emailField, limitedText } from './validation';

export interface DeskSignInValues {
  email: string;
  password: string;
  /** The authenticator's six digits; asked for once the password was right. */
  code?: string;
}

export const deskSignInSchema: ObjectSchema<DeskSignInValues> = object({
  email: emailField(),
  password: limitedText(string().required('validation.passwordRequired'), 'password'),
  code: string()
    .trim()
    .optional()
    .matches(/^[0-9]{6}$/, { message: 'validation.codeInvalid', excludeEmptyString: true }),
});

/** Why a unit goes to repair or is retired (and, for a repair, when it is expected back). */
export interface UnitStepValues {
  reason: string;
  expectedBack?: string;
}

export const unitStepSchema: ObjectSchema<UnitStepValues> = object({
  reason: limitedText(string().trim().required('validation.required'), 'reason'),
  expectedBack: string()
    .optional()
    .test('date', 'validation.dateInvalid', (value) => !value || isLocalDate(value)),
});

/** Who takes an order at its handover, the ID checked, the condition and the signature. */
export interface HandoverValues {
  takenBy: 'customer' | 'authorised';
  authorisedName?: string;
  idType: HandoverIdType;
  /** The ID's last four characters, never the whole number. */
  idLast4: string;
  notes?: string;
  /** Why the order goes out before its pickup day (asked for then). */
  earlyReason?: string;
  /** The signature drawn on the screen, as a PNG data URL. */
  signature?: string;
}

/** The handover's rules; `early` when the order goes out before its pickup day. */
export function handoverSchema(early: boolean): ObjectSchema<HandoverValues> {
  return object({
    takenBy: mixed<'customer' | 'authorised'>()
      .oneOf(['customer', 'authorised'])
      .required('validation.required'),
    authorisedName: limitedText(string().trim(), FIELD_LIMITS.personName * 2).test(
      'named',
      'validation.nameRequired',
      function named(value) {
        return this.parent.takenBy !== 'authorised' || Boolean(value?.trim());
      },
    ),
    idType: mixed<HandoverIdType>().oneOf(HANDOVER_ID_TYPES).required('validation.required'),
    idLast4: string()
      .trim()
      .required('validation.idLast4')
      .matches(/^[A-Za-z0-9]{4}$/, 'validation.idLast4'),
    notes: limitedText(string().optional(), 'note'),
    earlyReason: early
      ? limitedText(string().trim().required('validation.required'), 'reason')
      : string().optional(),
    signature: string().required('validation.signatureRequired'),
  });
}

/** How a unit out comes back in a return, or that it stays out for a later one. */
export type ReturnChoice = ReturnCondition | 'still-out';

/**
 * A return: each unit out (by `u` + its id) with its condition and, when damaged, what is wrong
 * and the photos taken of it.
 */
export interface ReturnValues {
  units: Record<string, { condition: ReturnChoice; note?: string; photoIds?: number[] }>;
}

const returnUnitSchema = object({
  condition: mixed<ReturnChoice>()
    .oneOf([...RETURN_CONDITIONS, 'still-out'])
    .required('validation.required'),
  note: limitedText(string().optional(), 'note').test(
    'described',
    'validation.damageNote',
    function described(value) {
      return this.parent.condition !== 'damaged' || Boolean(value?.trim());
    },
  ),
  photoIds: array(number().integer().required()).max(
    DAMAGE_PHOTOS.perUnit,
    'validation.tooManyPhotos',
  ),
});

/**
 * The return's rules for the units out (their keys: `u` + the unit's id). That at least one comes
 * back is the form's to say when it is sent.
 */
export function returnSchema(keys: readonly string[]): ObjectSchema<ReturnValues> {
  return object({
    units: object(Object.fromEntries(keys.map((key) => [key, returnUnitSchema]))).required(),
  }) as unknown as ObjectSchema<ReturnValues>;
}

/** A manager's charge of a damaged or missing unit: CZK with VAT and the reason in words. */
export interface ChargeValues {
  charge: 'damage' | 'missing';
  amount: string;
  reason: string;
}

export const chargeSchema: ObjectSchema<ChargeValues> = object({
  charge: mixed<'damage' | 'missing'>()
    .oneOf(['damage', 'missing'])
    .required('validation.required'),
  amount: string()
    .trim()
    .required('validation.required')
    .matches(/^[1-9][0-9]{0,6}$/, 'validation.amountInvalid')
    .test('at-most', 'validation.amountInvalid', (value) => Number(value) <= 1_000_000),
  reason: limitedText(string().trim().required('validation.required'), 'reason'),
});

/** A conflict order cancelled at the board: the words the customer is sent. */
export interface ConflictCancelValues {
  message: string;
}

export const conflictCancelSchema: ObjectSchema<ConflictCancelValues> = object({
  message: limitedText(string().trim().required('validation.messageRequired'), 'note'),
});

/**
 * An alternative offered for a conflict order: which product instead of which (`choice`,
 * `<productId>:<alternativeId>`), and any words of the desk's own.
 */
export interface AlternativeValues {
  choice: string;
  message?: string;
}

export const alternativeSchema: ObjectSchema<AlternativeValues> = object({
  choice: string()
    .required('validation.alternativeRequired')
    .matches(/^\d+:\d+$/, 'validation.alternativeRequired'),
  message: limitedText(string().optional(), 'note'),
});
