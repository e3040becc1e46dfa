/**
 * Voucher (Voucher update): the applied voucher with its remove button, or the voucher form
 * behind a button, its code (voucher-fields.tsx: "enter the code" when empty, "wrong code" when
 * refused) loaded on the shopper's intent.
 */
import type { Cart } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { Button } from '@shop/shared/ui/button';
import { OnDemandSection, onDemand } from '@shop/shared/ui/on-demand';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCartMutation } from '../../features/cart/api/update-cart';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

const voucherFields = onDemand(() => import('./voucher-fields'));

export function VoucherForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const update = useMutation(updateCartMutation());
  const onFailure = () =>
    eventBus.publish('notice:show', { kind: 'error', message: t('cart.updateFailed') });

  if (!cart.voucher?.voucherCode) {
    return (
      <OnDemandSection
        id="voucher"
        className={styles.panel}
        title={t('voucher.title')}
        openLabel={t('voucher.open')}
        content={voucherFields}
        props={{}}
      />
    );
  }
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
