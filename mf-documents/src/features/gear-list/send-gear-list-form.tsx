/** Sends the list's link by e-mail: the address checked here and by the API, the answer below. */
import '../../i18n/documents-i18n';
import { apiErrorMessage } from '@shop/shared/api-client';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import {
  type EmailValues,
  emailSchema,
  refusalErrors,
  validateWith,
} from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/documents-i18n';
import { sendGearListMutation } from './api/send-gear-list';
import styles from './gear-list-view.module.css';

type SendValues = EmailValues;
const validate = validateWith(emailSchema);

export function SendGearListForm({ code }: { code: string }) {
  const { t } = useTranslation(namespace);
  const send = useMutation(sendGearListMutation());
  const onSubmit = async (values: SendValues): Promise<SubmissionErrors | undefined> => {
    try {
      await send.mutateAsync({ code, email: values.email.trim() });
      return undefined;
    } catch (error) {
      return (
        refusalErrors(error, ['email']) ?? {
          [FORM_ERROR]: apiErrorMessage(error, t('gearList.sendFailed')),
        }
      );
    }
  };
  return (
    <section className={styles.send} aria-labelledby="gear-list-send">
      <h2 id="gear-list-send">{t('gearList.sendTitle')}</h2>
      <Form<SendValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError, submitSucceeded }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.sendForm}>
            <TextField
              name="email"
              id="gear-list-email"
              type="email"
              autoComplete="email"
              label={t('gearList.email')}
              required
              maxLength={FIELD_LIMITS.email}
            />
            <Button type="submit" disabled={submitting}>
              {t('gearList.send')}
            </Button>
            {submitError ? (
              <p role="alert" className={styles.error}>
                {submitError}
              </p>
            ) : null}
            {submitSucceeded && !submitError ? <p role="status">{t('gearList.sent')}</p> : null}
          </form>
        )}
      </Form>
    </section>
  );
}
