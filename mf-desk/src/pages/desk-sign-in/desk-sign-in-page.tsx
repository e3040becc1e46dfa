/** /desk/prihlaseni: a member of staff signs in (and gives the authenticator's code when asked). */
import '../../i18n/desk-i18n';
import { apiErrorKey, apiErrorStatus } from '@shop/shared/api-client';
import { TOTP_REQUIRED, TOTP_WRONG } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { writeCookie } from '@shop/shared/cookies';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type DeskSignInValues, deskSignInSchema } from '@shop/shared/validation/desk';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { deskSessionQuery, signInAtDesk } from '../../features/desk-session/api/desk-session';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-sign-in-page.module.css';

const validate = validateWith(deskSignInSchema);

/** Where to go after signing in: the desk page the guard sent the member from, else the board. */
export function afterDeskSignIn(returnUrl: string | null, board: string): string {
  if (!returnUrl || !/^\/(en\/)?desk(\/|\?|$)/.test(returnUrl) || returnUrl.startsWith('//')) {
    return board;
  }
  return returnUrl;
}

/** The message of a refused sign-in, by the answer. */
function refusal(error: unknown): string {
  const status = apiErrorStatus(error);
  if (status === 429) return 'signIn.throttled';
  if (status !== 400) return 'signIn.unavailable';
  const key = apiErrorKey(error);
  if (key === TOTP_REQUIRED) return 'signIn.codeNeeded';
  return key === TOTP_WRONG ? 'signIn.codeWrong' : 'signIn.failed';
}

export default function DeskSignInPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const client = useQueryClient();
  // Whether the account asked for the second factor's code.
  const [codeAsked, setCodeAsked] = useState(false);
  const onSubmit = async (values: DeskSignInValues) => {
    try {
      const staff = await signInAtDesk({
        email: values.email.trim(),
        password: values.password,
        code: values.code?.trim() || undefined,
      });
      client.setQueryData(deskSessionQuery().queryKey, staff);
      writeCookie('deskSession', '1');
      const board = pathFor('desk-board', {}, locale);
      await navigate(afterDeskSignIn(search.get('returnUrl'), board), { replace: true });
      return undefined;
    } catch (error) {
      if (apiErrorKey(error) === TOTP_REQUIRED) setCodeAsked(true);
      return { [FORM_ERROR]: t(refusal(error)) };
    }
  };
  return (
    <section className={styles.page}>
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.lead')}</p>
      <Form<DeskSignInValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.form}>
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              label={t('signIn.email')}
              maxLength={FIELD_LIMITS.email}
            />
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t('signIn.password')}
              maxLength={FIELD_LIMITS.password}
            />
            {codeAsked ? (
              <TextField
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                label={t('signIn.code')}
                hint={t('signIn.codeHint')}
                maxLength={6}
              />
            ) : null}
            <Button type="submit" disabled={submitting}>
              {t('signIn.submit')}
            </Button>
            {typeof submitError === 'string' ? (
              <p role="alert" className={styles.formError}>
                {submitError}
              </p>
            ) : null}
          </form>
        )}
      </Form>
    </section>
  );
}
