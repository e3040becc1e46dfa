import { TermsLink } from '@shop/shared/catalog/terms-link';
import type { Cart } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CartTotals } from '../../features/cart/cart-totals';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';
import { usePlaceOrder } from './use-place-order';

/** The order's totals with the voucher applied, the binding terms and "place order". */
export function PlaceOrder({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { place, placing, error } = usePlaceOrder(cart);
  return (
    <div className={styles.stack}>
      <CartTotals cart={cart}>
        {cart.voucher?.voucherCode ? (
          <p className={styles.muted}>{t('voucher.applied', { code: cart.voucher.voucherCode })}</p>
        ) : null}
      </CartTotals>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.muted}>
        {t('summary.binding')} <TermsLink locale={locale}>{t('summary.bindingTerms')}</TermsLink>.
      </p>
      <Button onClick={() => void place()} disabled={placing}>
        {placing ? t('summary.placing') : t('summary.placeOrder')}
      </Button>
    </div>
  );
}
