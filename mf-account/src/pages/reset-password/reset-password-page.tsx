/**
 * Password reset (route `reset-password`, guests only): the e-mail form, answered with the same
 * neutral confirmation whether the e-mail has an account or not. Opened from the e-mailed link
 * (`?token=`), a new-password form; once saved, the customer signs in with it.
 */
import '../../i18n/account-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import {
  type ForgotPasswordValues,
  forgotPasswordSchema,
  type NewPasswordValues,
  newPasswordSchema,
} from '@shop/shared/validation/registration';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { forgotPasswordMutation } from './api/forgot-password';
import { resetPasswordMutation } from './api/reset-password';

const validateEmail = validateWith(forgotPasswordSchema);
const validatePassword = validateWith(newPasswordSchema);

/** The form's error when the link no longer works: shown with a way to ask for a new one. */
const LINK_INVALID = { linkInvalid: true } as const;

function FormError({ error }: { error: unknown }) {
  return typeof error === 'string' ? (
    <p role="alert" className={styles.formError}>
      {error}
    </p>
  ) : null;
}

function ForgotPasswordForm() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const forgot = useMutation(forgotPasswordMutation());

  const onSubmit = async (values: ForgotPasswordValues): Promise<SubmissionErrors> => {
    try {
      await forgot.mutateAsync({ email: values.email.trim() });
      return undefined;
    } catch (error) {
      return {
        [FORM_ERROR]: t(
          apiErrorStatus(error) === 429 ? 'resetPassword.throttled' : 'resetPassword.failed',
        ),
      };
    }
  };

  if (forgot.isSuccess) {
    return (
      <div className={styles.done} role="status">
        <h2>{t('resetPassword.sentTitle')}</h2>
        <p>{t('resetPassword.sentText', { email: forgot.variables.email })}</p>
        <p>
          <Link to={pathFor('login', {}, locale)}>{t('resetPassword.backToLogin')}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p>{t('resetPassword.intro')}</p>
      <Form<ForgotPasswordValues> onSubmit={onSubmit} validate={validateEmail}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <TextField
              name="email"
              type="email"
              label={t('resetPassword.email')}
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              required
            />
            <Button type="submit" disabled={submitting}>
              {t('resetPassword.submit')}
            </Button>
            <FormError error={submitError} />
          </form>
        )}
      </Form>
      <p className={styles.links}>
        <Link to={pathFor('login', {}, locale)}>{t('resetPassword.backToLogin')}</Link>
      </p>
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const reset = useMutation(resetPasswordMutation());

  const onSubmit = async (values: NewPasswordValues): Promise<SubmissionErrors> => {
    try {
      await reset.mutateAsync({ token, ...values });
      return undefined;
    } catch (error) {
      const status = apiErrorStatus(error);
      const refused = refusalErrors(error, ['password', 'confirmPassword']);
      if (refused) return refused;
      // The form applies the API's password rule, so another 400 means the link itself.
      if (status === 400) return { [FORM_ERROR]: LINK_INVALID };
      if (status === 429) return { [FORM_ERROR]: t('resetPassword.throttled') };
      return { [FORM_ERROR]: t('resetPassword.failed') };
    }
  };

  if (reset.isSuccess) {
    return (
      <div className={styles.done} role="status">
        <h2>{t('resetPassword.doneTitle')}</h2>
        <p>{t('resetPassword.doneText')}</p>
        <p>
          <Link to={pathFor('login', {}, locale)}>{t('resetPassword.signIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <Form<NewPasswordValues> onSubmit={onSubmit} validate={validatePassword}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <TextField
            name="password"
            type="password"
            label={t('resetPassword.password')}
            autoComplete="new-password"
            hint={t('resetPassword.passwordHint')}
            maxLength={FIELD_LIMITS.password}
            required
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            maxLength={FIELD_LIMITS.password}
            required
          />
          <Button type="submit" disabled={submitting}>
            {t('resetPassword.save')}
          </Button>
          {submitError === LINK_INVALID ? (
            <div role="alert" className={styles.formError}>
              <p>{t('resetPassword.linkInvalid')}</p>
              <p>
                <Link to={pathFor('reset-password', {}, locale)}>
                  {t('resetPassword.askAgain')}
                </Link>
              </p>
            </div>
          ) : (
            <FormError error={submitError} />
          )}
        </form>
      )}
    </Form>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(namespace);
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <section className={styles.page}>
      <h1>{token ? t('resetPassword.newTitle') : t('resetPassword.title')}</h1>
      {/* A new key per link: asking for a new link from here starts with an empty form. */}
      {token ? <NewPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
    </section>
  );
}
