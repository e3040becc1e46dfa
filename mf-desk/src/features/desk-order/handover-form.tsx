/**
 * The handover: who takes the order (the customer, or a person they sent), the ID checked (its
 * type and last four characters, never the whole number), the condition in words, the reason when
 * it is before the pickup day, and the signature. Sent, the order is out and its protocol issued.
 */

import { HANDOVER_ID_TYPES } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import {
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type HandoverValues, handoverSchema } from '@shop/shared/validation/desk';
import { FORM_ERROR } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-order.module.css';
import { SignatureField } from './signature-field';

export function HandoverForm({
  early,
  onHandOver,
}: {
  early: boolean;
  /** Sends the handover; answers the form's error in words, or undefined. */
  onHandOver: (values: HandoverValues) => Promise<string | undefined>;
}) {
  const { t } = useTranslation(namespace);
  const validate = useMemo(() => validateWith(handoverSchema(early)), [early]);
  return (
    <Form<HandoverValues>
      onSubmit={async (values) => {
        const error = await onHandOver(values);
        return error ? { [FORM_ERROR]: error } : undefined;
      }}
      validate={validate}
      initialValues={{ takenBy: 'customer', idType: 'id-card' }}
    >
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <h2>{t('order.handover')}</h2>
          <RadioGroupField
            name="takenBy"
            legend={t('order.takenBy')}
            options={[
              { value: 'customer', label: t('order.takenByCustomer') },
              { value: 'authorised', label: t('order.takenByAuthorised') },
            ]}
          />
          {values.takenBy === 'authorised' ? (
            <TextField
              name="authorisedName"
              label={t('order.authorisedName')}
              required
              maxLength={FIELD_LIMITS.personName * 2}
            />
          ) : null}
          <div className={styles.row}>
            <SelectField
              name="idType"
              label={t('order.idType')}
              options={HANDOVER_ID_TYPES.map((type) => ({
                value: type,
                label: t(`order.id.${type}`),
              }))}
            />
            <TextField
              name="idLast4"
              label={t('order.idLast4')}
              hint={t('order.idLast4Hint')}
              required
              maxLength={4}
            />
          </div>
          <TextAreaField name="notes" label={t('order.notes')} maxLength={FIELD_LIMITS.note} />
          {early ? (
            <TextField
              name="earlyReason"
              label={t('order.earlyReason')}
              hint={t('order.earlyHint')}
              required
              maxLength={FIELD_LIMITS.reason}
            />
          ) : null}
          <SignatureField name="signature" />
          {submitError ? (
            <p role="alert" className={styles.error}>
              {submitError}
            </p>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {t('order.handOver')}
          </Button>
        </form>
      )}
    </Form>
  );
}
