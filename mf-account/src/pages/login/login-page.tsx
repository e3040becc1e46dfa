import '../../i18n/account-i18n';
import { Button } from '@shop/shared/ui/button';
import { type LoginValues, loginSchema, validateWith } from '@shop/shared/validation';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './login-page.module.css';

const validate = validateWith(loginSchema);

function TextField({
  name,
  label,
  type,
}: {
  name: keyof LoginValues;
  label: string;
  type: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : null;
        const errorId = `${name}-error`;
        return (
          <div className={styles.field}>
            <label htmlFor={name}>{label}</label>
            <input
              {...input}
              id={name}
              type={type}
              autoComplete={name === 'password' ? 'current-password' : 'email'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <p id={errorId} className={styles.error}>
                {t(error)}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

export default function LoginPage() {
  const { t } = useTranslation(namespace);
  const [submitted, setSubmitted] = useState(false);
  return (
    <section className={styles.page}>
      <h1>{t('login.title')}</h1>
      <Form<LoginValues> onSubmit={() => setSubmitted(true)} validate={validate}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <TextField name="email" type="email" label={t('login.email')} />
            <TextField name="password" type="password" label={t('login.password')} />
            <Button type="submit">{t('login.submit')}</Button>
            {submitted ? (
              <p role="status" className={styles.info}>
                {t('login.notYet')}
              </p>
            ) : null}
          </form>
        )}
      </Form>
    </section>
  );
}
