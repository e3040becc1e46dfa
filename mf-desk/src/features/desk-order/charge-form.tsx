/**
 * A manager's charge on an order out or back: a damaged or a missing piece, in CZK with VAT, with
 * the reason in words. It becomes a line of the order and of its invoice; the customer is asked
 * for it by e-mail.
 */
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { SelectField, TextField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type ChargeValues, chargeSchema } from '@shop/shared/validation/desk';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-order.module.css';

const validate = validateWith(chargeSchema);

export function ChargeForm({
  onCharge,
}: {
  /** Sends the charge; answers its error in words, or undefined. */
  onCharge: (values: ChargeValues) => Promise<string | undefined>;
}) {
  const { t } = useTranslation(namespace);
  const submit = async (values: ChargeValues, form: FormApi<ChargeValues>) => {
    const error = await onCharge(values);
    if (error) return { [FORM_ERROR]: error };
    setTimeout(() => form.restart({ charge: 'damage' }));
    return undefined;
  };
  return (
    <Form<ChargeValues> onSubmit={submit} validate={validate} initialValues={{ charge: 'damage' }}>
      {({ handleSubmit, submitting, submitError, submitSucceeded }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <h2>{t('order.charge')}</h2>
          <div className={styles.row}>
            <SelectField
              name="charge"
              label={t('order.chargeWhat')}
              options={(['damage', 'missing'] as const).map((charge) => ({
                value: charge,
                label: t(`order.chargeKind.${charge}`),
              }))}
            />
            <TextField
              name="amount"
              label={t('order.chargeAmount')}
              required
              inputMode="numeric"
              maxLength={7}
            />
          </div>
          <TextField
            name="reason"
            label={t('order.chargeReason')}
            required
            maxLength={FIELD_LIMITS.reason}
          />
          {submitError ? (
            <p role="alert" className={styles.error}>
              {submitError}
            </p>
          ) : null}
          {submitSucceeded && !submitError ? (
            <p role="status" className={styles.done}>
              {t('order.charged')}
            </p>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {t('order.chargeSubmit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
