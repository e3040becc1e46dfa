/** Voucher field (Voucher update): "enter the code" when empty, "wrong code" when refused. */
import type { Cart } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { Button } from '@shop/shared/ui/button';
import { validateWith } from '@shop/shared/validation';
import { type VoucherValues, voucherSchema } from '@shop/shared/validation/checkout';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import { isCartErrorKey } from '../../features/cart/error-message';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutForm } from '../../features/form/checkout-form';
import { TextField } from '../../features/form/form-fields';
import { namespace } from '../../i18n/checkout-i18n';

const validate = validateWith(voucherSchema);

export function VoucherForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateCartMutation());
  const onFailure = () =>
    eventBus.publish('notice:show', { kind: 'error', message: t('cart.updateFailed') });

  if (cart.voucher?.voucherCode) {
    return (
      <section className={styles.panel} aria-labelledby="voucher-title">
        <h2 id="voucher-title">{t('voucher.title')}</h2>
        <p className={styles.success} role="status">
          {t('voucher.applied', { code: cart.voucher.voucherCode })}
        </p>
        <div>
          <Button
            variant="secondary"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ kind: 'Voucher', voucherCode: '' }, { onError: onFailure })
            }
          >
            {t('voucher.remove')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="voucher-title">
      <h2 id="voucher-title">{t('voucher.title')}</h2>
      <CheckoutForm<VoucherValues>
        validate={validate}
        onSubmit={async ({ voucherCode }) => {
          try {
            const outcome = await update.mutateAsync({
              kind: 'Voucher',
              voucherCode: voucherCode.trim(),
            });
            if (outcome.success) return undefined;
            const key = isCartErrorKey(outcome.errorKey) ? outcome.errorKey : 'voucher_invalid';
            return { voucherCode: `checkout:errors.${key}` };
          } catch {
            return { voucherCode: 'checkout:errors.unknown' };
          }
        }}
      >
        {({ submitting }) => (
          <div className={styles.row}>
            <TextField name="voucherCode" label={t('voucher.code')} autoComplete="off" />
            <Button type="submit" variant="secondary" disabled={submitting}>
              {t('voucher.apply')}
            </Button>
          </div>
        )}
      </CheckoutForm>
    </section>
  );
}
