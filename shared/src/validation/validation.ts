/**
 * Validation schemas (yup) with the specification's messages. Messages are i18n keys of the
 * `common` namespace (`validation.*`), translated where they are shown.
 */
import {
  type AnyObject,
  type Flags,
  type ObjectSchema,
  object,
  type StringSchema,
  string,
  ValidationError,
} from 'yup';
import type { RefusedField } from '../contract/common';
import { FIELD_LIMITS, type FieldLimitKind } from '../contract/field-limits';
import { hasControlCharacter } from '../contract/safe-input';

export const passwordMinLength = 6;

/**
 * What every text field of the shop holds to: its kind's limit (the one the contract gives the
 * API) and no character the API refuses (control characters). The problem is a message key; the
 * field shows its limit as `max`.
 */
export function textProblem(
  value: string | null | undefined,
  limit: FieldLimitKind | number,
): 'validation.tooLong' | 'validation.invalidCharacters' | null {
  if (!value) return null;
  const max = typeof limit === 'number' ? limit : FIELD_LIMITS[limit];
  if (value.length > max) return 'validation.tooLong';
  return hasControlCharacter(value) ? 'validation.invalidCharacters' : null;
}

/** A yup text schema held to textProblem. */
export function limitedText<T extends string | undefined, C extends AnyObject, D, F extends Flags>(
  schema: StringSchema<T, C, D, F>,
  limit: FieldLimitKind | number,
): StringSchema<T, C, D, F> {
  return schema.test('limited-text', function check(value) {
    const problem = textProblem(value, limit);
    return problem ? this.createError({ message: problem }) : true;
  });
}

export const emailField = () =>
  limitedText(
    string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
    'email',
  );

export const passwordField = () =>
  limitedText(
    string()
      .required('validation.passwordRequired')
      .min(passwordMinLength, 'validation.passwordMin'),
    'password',
  );

export interface LoginValues {
  email: string;
  password: string;
}

export const loginSchema: ObjectSchema<LoginValues> = object({
  email: emailField(),
  password: passwordField(),
});

/** A form of one e-mail address (e.g. where to send a gear list's link). */
export interface EmailValues {
  email: string;
}

export const emailSchema: ObjectSchema<EmailValues> = object({ email: emailField() });

/**
 * Validates form values against a schema and returns errors keyed by field path, as
 * react-final-form expects from `validate`.
 */
export function validateWith<T extends AnyObject>(schema: ObjectSchema<T>) {
  return (values: Partial<T>): Record<string, string> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      // Not `instanceof`: a schema from another app's build throws that build's copy of yup's
      // ValidationError (yup is bundled, not a federation singleton), which is no instance of
      // this module's class.
      if (!ValidationError.isError(error)) throw error;
      const errors: Record<string, string> = {};
      for (const inner of error.inner) {
        if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
      }
      return errors;
    }
  };
}

/** The message key of each problem a refused request names. */
const REFUSAL_KEYS: Record<RefusedField['problem'], string> = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  invalidCharacters: 'validation.invalidCharacters',
  invalid: 'validation.invalid',
};

/** The field a refused request (400) names, read from the API client's error; null for any other. */
export function refusedField(error: unknown): RefusedField | null {
  const data = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  if (data?.status !== 400) return null;
  const field = (data.data as { field?: Partial<RefusedField> } | undefined)?.field;
  if (typeof field?.name !== 'string' || !field.problem || !(field.problem in REFUSAL_KEYS)) {
    return null;
  }
  return { name: field.name, problem: field.problem };
}

/**
 * A refusal of the API as a form's submission errors: its message key at the form field it names
 * (the last part of its path, 'cart.customer.email' -> 'email', or an alias of the form's), or
 * null when it names none of the form's fields and the form says it as a whole. The field shows
 * its own limit.
 */
export function refusalErrors(
  error: unknown,
  formFields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> | null {
  const field = refusedField(error);
  if (!field) return null;
  const last =
    field.name
      .replace(/\[\d+\]$/, '')
      .split('.')
      .pop() ?? '';
  const target = aliases[field.name] ?? aliases[last] ?? (formFields.includes(last) ? last : null);
  return target ? { [target]: REFUSAL_KEYS[field.problem] } : null;
}
