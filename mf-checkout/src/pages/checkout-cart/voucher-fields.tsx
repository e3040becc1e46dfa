/** The voucher code's form (Voucher update), loaded when the shopper opens it (voucher-form.tsx). */

import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type VoucherValues, voucherSchema } from '@shop/shared/validation/checkout';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { isCartErrorKey } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';

const validate = validateWith(voucherSchema);

export default function VoucherFields() {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateCartMutation());
  return (
    <CheckoutForm<VoucherValues>
      validate={validate}
      onSubmit={async ({ voucherCode }, form) => {
        try {
          const outcome = await update.mutateAsync({
            kind: 'Voucher',
            voucherCode: voucherCode.trim(),
          });
          if (outcome.success) return undefined;
          const key = isCartErrorKey(outcome.errorKey) ? outcome.errorKey : 'voucher_invalid';
          return { voucherCode: `checkout:errors.${key}` };
        } catch (error) {
          return (
            refusalErrors(error, form.getRegisteredFields()) ?? {
              voucherCode: 'checkout:errors.unknown',
            }
          );
        }
      }}
    >
      {({ submitting }) => (
        <div className={styles.row}>
          <TextField
            name="voucherCode"
            label={t('voucher.code')}
            autoComplete="off"
            maxLength={FIELD_LIMITS.voucherCode}
          />
          <Button type="submit" variant="secondary" disabled={submitting}>
            {t('voucher.apply')}
          </Button>
        </div>
      )}
    </CheckoutForm>
  );
}
