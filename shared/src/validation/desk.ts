/** The desk's forms: a member of staff signing in (the second factor's code when asked for). */
import { type ObjectSchema, object, string } from 'yup';
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
