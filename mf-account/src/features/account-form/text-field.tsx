/**
 * A text field of the account's public forms (registration, password reset), bound to
 * react-final-form: the form's own message (a `common` key) once the field was left or the form
 * sent, next to the field and linked to it (FormField).
 */
import { FormField } from '@shop/shared/ui/form-field';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';

export type AccountAutocomplete = 'given-name' | 'family-name' | 'email' | 'tel' | 'new-password';

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
  hint,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: AccountAutocomplete;
  required?: boolean;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
            ? t(meta.error)
            : null;
        return (
          <FormField id={name} label={label} error={error} hint={hint} required={required}>
            {(control) => <input {...input} {...control} type={type} autoComplete={autoComplete} />}
          </FormField>
        );
      }}
    </Field>
  );
}
