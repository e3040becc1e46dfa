import type { Product } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { currencyAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { productAmounts } from './prices';
import styles from './product-price.module.css';

/**
 * A product's price in the chosen currency: without VAT, the VAT-inclusive beside, any discount;
 * a configurable set's "from" price, its cheapest configuration.
 */
export function ProductPrice({
  product,
  size = 'normal',
}: {
  product: Pick<Product, 'currencies' | 'isForRent' | 'discount' | 'priceFrom'>;
  size?: 'normal' | 'large';
}) {
  const { t } = useTranslation(namespace);
  const currency = useAtomValue(currencyAtom);
  const amounts = productAmounts(product, currency);
  // A configurable set: "from 2 280 CZK", its cheapest configuration.
  const price = (amount: number) =>
    amounts.from
      ? t('product.priceFrom', { price: formatPrice(amount, currency) })
      : formatPrice(amount, currency);
  return (
    <div className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <p className={styles.main} data-testid="product-price">
        <strong>{price(amounts.amount)}</strong> {amounts.rent ? t('product.perDay') : null}{' '}
        <span className={styles.muted}>{t('product.withoutVat')}</span>
        {amounts.rent && amounts.discount > 0 ? (
          <span className={styles.discount}>
            {t('product.discount', { discount: amounts.discount })}
          </span>
        ) : null}
      </p>
      {amounts.rent && amounts.discount > 0 ? (
        <p className={styles.base}>
          <s>{t('product.basePrice', { price: formatPrice(amounts.basePerDay, currency) })}</s>
        </p>
      ) : null}
      <p className={styles.vat}>{t('product.withVat', { price: price(amounts.amountWithVat) })}</p>
    </div>
  );
}
