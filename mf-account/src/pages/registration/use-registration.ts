import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import { refusalErrors } from '@shop/shared/validation';
import type { RegistrationValues } from '@shop/shared/validation/registration';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { registerMutation } from './api/register';

/** The form's fields, where a refusal of the API may be said. */
const REGISTRATION_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'password',
  'confirmPassword',
] as const;

/** The form's error when the e-mail has an account: shown with the ways into that account. */
export const EMAIL_TAKEN = { emailTaken: true } as const;

/**
 * Registering: the mutation and the form's submit, which answers the API's refusals as the
 * form's errors (an e-mail with an account, too many tries, a field the API refused).
 */
export function useRegistration() {
  const { t } = useTranslation(namespace);
  const register = useMutation(registerMutation());

  const onSubmit = async (values: RegistrationValues): Promise<SubmissionErrors> => {
    try {
      await register.mutateAsync({
        firstname: values.firstname,
        lastname: values.lastname,
        email: values.email.trim(),
        ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      return undefined;
    } catch (error) {
      const status = apiErrorStatus(error);
      if (status === 409) return { [FORM_ERROR]: EMAIL_TAKEN };
      if (status === 429) return { [FORM_ERROR]: t('registration.throttled') };
      // The form applies the API's rules, so another refusal is rare: at its field, or in the
      // API's own words.
      const refused = refusalErrors(error, REGISTRATION_FIELDS);
      if (refused) return refused;
      if (status === 400) return { [FORM_ERROR]: apiErrorMessage(error, t('registration.failed')) };
      return { [FORM_ERROR]: t('registration.failed') };
    }
  };

  return { register, onSubmit };
}
