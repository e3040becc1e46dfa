/**
 * Validation schemas (yup) with the specification's messages. Messages are i18n keys of the
 * `common` namespace (`validation.*`), translated where they are shown.
 */
import { type AnyObject, type ObjectSchema, object, string, ValidationError } from 'yup';

export const passwordMinLength = 6;

export const emailField = () =>
  string().trim().required('validation.emailRequired').email('validation.emailInvalid');

export const passwordField = () =>
  string().required('validation.passwordRequired').min(passwordMinLength, 'validation.passwordMin');

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
