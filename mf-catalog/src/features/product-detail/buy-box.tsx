/**
 * Renting or buying one product: price, usual stock, the rental dates and their availability, a
 * dynamic product's configuration, rent or sale, quantity, add to cart (the cart owner, checkout,
 * carries it out) and the favourite mark (the account's list when signed in, else this browser's).
 */
import { useNightSafe } from '@shop/shared/account/use-night-safe';
import { trackEvent } from '@shop/shared/analytics';
import type { ProductDetail } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { formatPrice } from '@shop/shared/format';
import { exceedsAvailability } from '@shop/shared/rules/availability';
import { withVat } from '@shop/shared/rules/money';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { useFavourite } from '../favourites/use-favourite';
import { ProductPrice } from '../product-price/product-price';
import {
  type Choice,
  configurationPricePerDay,
  initialChoice,
  invalidGroups,
  toSelection,
} from './configuration';
import { ConfigurationForm } from './configuration-form';
import styles from './product-detail.module.css';

/** Pieces a cart line may hold (the cart's limit). */
export const QUANTITY_MAX = 99;

export type Availability =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; available: number; stock: number }
  | { status: 'error' };

/**
 * Rented pieces beyond what is free for the picked dates (the API's availability, by the rule an
 * order is judged by): the warning that the order would wait for staff, with the free count to take
 * instead when some are free.
 */
function QuantityWarning({
  id,
  quantity,
  available,
  onTakeFree,
}: {
  id: string;
  quantity: number;
  available: number;
  onTakeFree: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <p id={id} role="alert" className={styles.quantityWarning}>
      <strong className={styles.warning}>
        {available > 0
          ? t('detail.overAvailable', { quantity, available })
          : t('detail.noneAvailable', { quantity })}
      </strong>{' '}
      {available > 0 ? (
        <button type="button" className={styles.takeFree} onClick={onTakeFree}>
          {t('detail.takeFree', { available })}
        </button>
      ) : null}
    </p>
  );
}

function AvailabilityNote({ availability }: { availability: Availability }) {
  const { t } = useTranslation(namespace);
  switch (availability.status) {
    case 'idle':
      return <span className={styles.muted}>{t('detail.pickDatesHint')}</span>;
    case 'loading':
      return <span>{t('detail.checking')}</span>;
    case 'error':
      return <span className={styles.warning}>{t('detail.availabilityFailed')}</span>;
    default:
      return availability.available > 0 ? (
        <span className={styles.available}>
          {t('detail.available', { available: availability.available, stock: availability.stock })}
        </span>
      ) : (
        <strong className={styles.warning}>{t('detail.unavailable')}</strong>
      );
  }
}

export function BuyBox({
  product,
  name,
  dates,
  onDates,
  availability,
}: {
  product: ProductDetail;
  name: string;
  dates: DateRangeValue;
  onDates: (dates: DateRangeValue) => void;
  availability: Availability;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const favouriteMark = useFavourite(product);
  const nightSafe = useNightSafe();
  const quantityId = useId();
  const warningId = useId();
  const prices = product.currencies[currency];
  const canRent = product.isForRent;
  const canBuy = product.isForSale && prices.price !== null;
  const [mode, setMode] = useState<'rent' | 'sale'>(canRent ? 'rent' : 'sale');
  // The field's text; an empty or wrong one counts as 1 piece.
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.max(1, Math.min(QUANTITY_MAX, Math.floor(Number(quantityText)) || 1));
  const configuration = product.kind === 'dynamicProduct' ? product.configuration : null;
  const [choice, setChoice] = useState<Choice>(() =>
    configuration ? initialChoice(configuration) : {},
  );
  const invalid = configuration ? invalidGroups(configuration, choice) : [];
  // Options are priced in CZK: other currencies at the product's own rate (an estimate).
  const rate = product.pricePerDay > 0 ? prices.pricePerDay / product.pricePerDay : 1;
  const toCurrency = (czk: number) => (currency === 'czk' ? czk : Math.round(czk * rate));
  const configuredPerDay = configuration
    ? configurationPricePerDay(product.pricePerDay, configuration, choice)
    : null;
  const isSale = mode === 'sale';
  const unitPrice = isSale
    ? (prices.price ?? 0)
    : configuredPerDay !== null
      ? toCurrency(configuredPerDay)
      : prices.pricePerDay;
  const favourite = favouriteMark.favourite;
  // More pieces than are free for the dates: the order would be a conflict awaiting staff.
  const free = !isSale && availability.status === 'ready' ? availability.available : null;
  const overAvailable = free !== null && exceedsAvailability(quantity, free);

  const addToCart = () => {
    eventBus.publish('cart:add-item', {
      productId: product.id,
      quantity,
      isSale,
      name,
      type: product.kind,
      ...(configuration && !isSale ? { configuration: toSelection(choice) } : {}),
      ...(!isSale && dates.from && dates.to ? { dates: { from: dates.from, to: dates.to } } : {}),
    });
    trackEvent('add_to_cart', {
      currency: currency.toUpperCase(),
      value: unitPrice * quantity,
      items: [
        {
          item_id: String(product.id),
          item_name: name,
          item_category: product.categoryName,
          price: unitPrice,
          quantity,
        },
      ],
    });
  };

  return (
    <div className={styles.buyBox}>
      {canRent ? <ProductPrice product={product} size="large" /> : null}
      {canBuy && prices.price !== null ? (
        <p className={styles.salePrice} data-testid="sale-price">
          {t('detail.salePrice')}: <strong>{formatPrice(prices.price, currency)}</strong>{' '}
          {t('product.withoutVat')}{' '}
          <span className={styles.muted}>
            ({t('product.withVat', { price: formatPrice(withVat(prices.price), currency) })})
          </span>
        </p>
      ) : null}
      <p className={styles.stock} data-testid="usual-stock">
        {t('detail.usualStock', { count: product.usualStockCount })}
      </p>
      {canRent ? (
        <div className={styles.dates}>
          <DateRangePicker
            value={dates}
            onChange={onDates}
            locale={locale}
            label={t('detail.dates')}
            load="intent"
            nightSafe={nightSafe}
          />
          <p className={styles.availability} aria-live="polite" data-testid="availability">
            <AvailabilityNote availability={availability} />
          </p>
        </div>
      ) : null}
      {configuration && mode === 'rent' ? (
        <ConfigurationForm
          configuration={configuration}
          choice={choice}
          onChange={setChoice}
          currency={currency}
          toCurrency={toCurrency}
          totalPerDay={configuredPerDay ?? product.pricePerDay}
          invalid={invalid}
        />
      ) : null}
      {canRent && canBuy ? (
        <fieldset className={styles.mode}>
          <legend>{t('detail.mode')}</legend>
          <label>
            <input
              type="radio"
              name={`mode-${product.id}`}
              checked={mode === 'rent'}
              onChange={() => setMode('rent')}
            />{' '}
            {t('detail.rent')}
          </label>
          <label>
            <input
              type="radio"
              name={`mode-${product.id}`}
              checked={mode === 'sale'}
              onChange={() => setMode('sale')}
            />{' '}
            {t('detail.buy')}
          </label>
        </fieldset>
      ) : null}
      <div className={styles.addRow}>
        <label htmlFor={quantityId} className={styles.quantityLabel}>
          {t('detail.quantity')}
        </label>
        <input
          id={quantityId}
          className={styles.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={QUANTITY_MAX}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          onBlur={() => setQuantityText(String(quantity))}
          aria-describedby={overAvailable ? warningId : undefined}
        />
        <Button onClick={addToCart} disabled={invalid.length > 0 && !isSale}>
          {isSale ? t('detail.buyNow') : t('detail.addToCart')}
          <span className="visually-hidden">{` – ${name}`}</span>
        </Button>
      </div>
      {overAvailable && free !== null ? (
        <QuantityWarning
          id={warningId}
          quantity={quantity}
          available={free}
          onTakeFree={() => setQuantityText(String(free))}
        />
      ) : null}
      <button type="button" className={styles.favourite} onClick={favouriteMark.toggle}>
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>{' '}
        {favourite ? t('detail.favouriteRemove') : t('detail.favouriteAdd')}
      </button>
      {favouriteMark.failed ? (
        <span role="alert" className={styles.warning}>
          {t('detail.favouriteFailed')}
        </span>
      ) : null}
    </div>
  );
}
