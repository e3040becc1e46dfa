import type { OrderUpdateResponse } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

/** Order amounts are CZK, as the order and its documents are. */
const czk = (amount: number) => formatPrice(amount, 'czk');

/**
 * The order's price now and after the change: a hint while the change is incomplete, a note
 * while it is being priced, and (for date and quantity changes) that everything is free.
 */
export function OrderChangePrices({
  totalWithVat,
  incomplete,
  pricing,
  priced,
  showAvailability,
}: {
  /** The order's total with VAT now, shown until the preview answers. */
  totalWithVat: number;
  incomplete: boolean;
  pricing: boolean;
  priced: OrderUpdateResponse | null;
  showAvailability: boolean;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.prices} aria-live="polite" aria-busy={pricing}>
      <dl>
        <dt>{t('orderEdit.priceNow')}</dt>
        <dd>{czk(priced?.before.totalWithVat ?? totalWithVat)}</dd>
        <dt>{t('orderEdit.priceAfter')}</dt>
        <dd data-testid="price-after">
          {incomplete ? (
            <span className={styles.muted}>{t('orderEdit.pickFirst')}</span>
          ) : pricing ? (
            <span className={styles.muted}>{t('orderEdit.pricing')}</span>
          ) : priced ? (
            <strong>{czk(priced.after.totalWithVat)}</strong>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {showAvailability && priced ? (
        <p className={styles.available}>{t('orderEdit.available')}</p>
      ) : null}
    </div>
  );
}
