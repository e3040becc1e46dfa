/**
 * The account forms of registration and password reset (yup), with the specification's messages
 * (i18n keys of the `common` namespace, `validation.*`). The password rule is the one the API
 * applies (`@shop/shared/rules/new-password`); names and phone numbers are checkout's rules.
 */
import { newPasswordProblems } from '@shop/shared/rules/new-password';
import { type ObjectSchema, object, string } from 'yup';
import { firstnameField, lastnameField, optionalPhoneField } from './checkout';
import { emailField, limitedText } from './validation';

/** The password field: required and long enough (the shared rule). */
const newPasswordField = () =>
  limitedText(string(), 'password').test('new-password', (value, context) => {
    const problem = newPasswordProblems({ password: value, confirmPassword: value }).password;
    return problem ? context.createError({ message: `validation.${problem}` }) : true;
  });

/** The confirmation: required and the same as `password` (the shared rule). */
const confirmPasswordField = () =>
  limitedText(string(), 'password').test('confirm-password', (value, context) => {
    const password = (context.parent as { password?: string }).password;
    const problem = newPasswordProblems({ password, confirmPassword: value }).confirmPassword;
    return problem ? context.createError({ message: `validation.${problem}` }) : true;
  });

export interface RegistrationValues {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
}

export const registrationSchema: ObjectSchema<RegistrationValues> = object({
  firstname: firstnameField(),
  lastname: lastnameField(),
  email: emailField(),
  // Optional here: a number, when typed, must be one the API accepts.
  phone: optionalPhoneField().optional(),
  password: newPasswordField().defined('validation.passwordRequired'),
  confirmPassword: confirmPasswordField().defined('validation.confirmPasswordRequired'),
});

export interface ForgotPasswordValues {
  email: string;
}

export const forgotPasswordSchema: ObjectSchema<ForgotPasswordValues> = object({
  email: emailField(),
});

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const newPasswordSchema: ObjectSchema<NewPasswordValues> = object({
  password: newPasswordField().defined('validation.passwordRequired'),
  confirmPassword: confirmPasswordField().defined('validation.confirmPasswordRequired'),
});
