/** Sends the list's link by e-mail: the address checked here and by the API, the answer below. */
import '../../i18n/documents-i18n';
import { apiErrorMessage } from '@shop/shared/api-client';
import { Button } from '@shop/shared/ui/button';
import { FormField } from '@shop/shared/ui/form-field';
import { type EmailValues, emailSchema, validateWith } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/documents-i18n';
import { sendGearListMutation } from './api/send-gear-list';
import styles from './gear-list-view.module.css';

type SendValues = EmailValues;
const validate = validateWith(emailSchema);

export function SendGearListForm({ code }: { code: string }) {
  const { t } = useTranslation(namespace);
  const common = useTranslation('common').t;
  const send = useMutation(sendGearListMutation());
  const onSubmit = async (values: SendValues): Promise<SubmissionErrors | undefined> => {
    try {
      await send.mutateAsync({ code, email: values.email.trim() });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: apiErrorMessage(error, t('gearList.sendFailed')) };
    }
  };
  return (
    <section className={styles.send} aria-labelledby="gear-list-send">
      <h2 id="gear-list-send">{t('gearList.sendTitle')}</h2>
      <Form<SendValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError, submitSucceeded }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.sendForm}>
            <Field<string> name="email">
              {({ input, meta }) => (
                <FormField
                  id="gear-list-email"
                  label={t('gearList.email')}
                  required
                  error={
                    (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
                      ? common(meta.error)
                      : null
                  }
                >
                  {(control) => <input {...input} {...control} type="email" autoComplete="email" />}
                </FormField>
              )}
            </Field>
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
