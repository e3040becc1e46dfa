/** "Share cart": a modal with the spec's e-mail fields (POST /cart/share). */

import { apiErrorStatus } from '@shop/shared/api-client';
import type { Cart } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextAreaField, TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type ShareCartValues, shareCartSchema } from '@shop/shared/validation/checkout';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareCartMutation } from '../../features/cart/api/share-cart';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';

const validate = validateWith(shareCartSchema);

export interface ShareCartDialogProps {
  cart: Cart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog that sends the cart by e-mail; its code loads when the shopper reaches for it. */
export default function ShareCartDialog({ cart, open, onOpenChange }: ShareCartDialogProps) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const share = useMutation(shareCartMutation());
  const [result, setResult] = useState<'sent' | 'failed' | 'limited' | null>(null);
  const [from = '', to = ''] = [cart.date.from?.slice(0, 10), cart.date.to?.slice(0, 10)];

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('share.title')}>
      {result === 'sent' ? (
        <p className={styles.success} role="status">
          {t('share.sent')}
        </p>
      ) : (
        <CheckoutForm<ShareCartValues>
          className={styles.stack}
          initialValues={{
            senderEmail: cart.customer?.email ?? '',
            senderName: [cart.customer?.firstname, cart.customer?.lastname]
              .filter(Boolean)
              .join(' '),
            projectName: cart.additional?.projectName ?? '',
            dateFrom: from,
            dateTo: to,
          }}
          validate={validate}
          onSubmit={async (values, form) => {
            try {
              const answer = await share.mutateAsync({
                cartCode: cart.cartCode,
                senderEmail: values.senderEmail.trim(),
                senderName: values.senderName.trim(),
                recipientEmail: values.recipientEmail.trim(),
                projectName: values.projectName ?? '',
                dateFrom: values.dateFrom ?? '',
                dateTo: values.dateTo ?? '',
                note: values.note ?? '',
                lang: locale,
              });
              setResult(answer.success ? 'sent' : 'failed');
              return answer.success ? undefined : { [FORM_ERROR]: 'failed' };
            } catch (error) {
              const refused = refusalErrors(error, form.getRegisteredFields());
              if (refused) return refused;
              // Too many shares from here, of this cart or to this recipient: waiting helps.
              const limited = apiErrorStatus(error) === 429;
              setResult(limited ? 'limited' : 'failed');
              return { [FORM_ERROR]: limited ? 'limited' : 'failed' };
            }
          }}
        >
          {({ submitting }) => (
            <>
              <div className={styles.grid}>
                <TextField
                  name="senderEmail"
                  type="email"
                  label={t('share.senderEmail')}
                  autoComplete="email"
                  required
                  maxLength={FIELD_LIMITS.email}
                />
                <TextField
                  name="senderName"
                  label={t('share.senderName')}
                  autoComplete="name"
                  required
                  maxLength={FIELD_LIMITS.personName}
                />
                <TextField
                  name="recipientEmail"
                  type="email"
                  label={t('share.recipientEmail')}
                  autoComplete="off"
                  required
                  className={styles.wide}
                  maxLength={FIELD_LIMITS.email}
                />
                <TextField
                  name="projectName"
                  label={t('share.projectName')}
                  className={styles.wide}
                  maxLength={FIELD_LIMITS.projectName}
                />
                <TextField name="dateFrom" type="date" label={t('share.dateFrom')} />
                <TextField name="dateTo" type="date" label={t('share.dateTo')} />
                <TextAreaField
                  name="note"
                  label={t('share.note')}
                  hint={t('share.noteHint')}
                  className={styles.wide}
                  maxLength={FIELD_LIMITS.note}
                />
              </div>
              {result === 'failed' || result === 'limited' ? (
                <p className={styles.alert} role="alert">
                  {t(result === 'limited' ? 'share.limited' : 'share.failed')}
                </p>
              ) : null}
              <div>
                <Button type="submit" disabled={submitting}>
                  {t('share.send')}
                </Button>
              </div>
            </>
          )}
        </CheckoutForm>
      )}
    </Modal>
  );
}
