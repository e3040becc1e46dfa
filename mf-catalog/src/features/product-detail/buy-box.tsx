/**
 * Renting or buying one product: price, usual stock, the rental dates and their availability, a
 * dynamic product's configuration, rent or sale, quantity, add to cart (the cart owner, checkout,
 * carries it out) and the favourite mark (the account's list when signed in, else this browser's).
 */
import { useNightSafe } from '@shop/shared/account/use-night-safe';
import type { ProductDetail } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { exceedsAvailability } from '@shop/shared/rules/availability';
import { withVat } from '@shop/shared/rules/money';
import { type Currency, currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { DateRangePicker, type DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { ProductPrice } from '../product-price/product-price';
import { addToCart } from './add-to-cart';
import { ConfigurationForm } from './configuration-form';
import { FavouriteButton } from './favourite-button';
import { type BuyMode, ModeChoice } from './mode-choice';
import styles from './product-detail.module.css';
import { useConfiguredPrice } from './use-configured-price';

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

/** The sale price, without VAT and with it. */
function SalePrice({ price, currency }: { price: number; currency: Currency }) {
  const { t } = useTranslation(namespace);
  return (
    <p className={styles.salePrice} data-testid="sale-price">
      {t('detail.salePrice')}: <strong>{formatPrice(price, currency)}</strong>{' '}
      {t('product.withoutVat')}{' '}
      <span className={styles.muted}>
        ({t('product.withVat', { price: formatPrice(withVat(price), currency) })})
      </span>
    </p>
  );
}

/** The rental dates to pick and the product's availability for them. */
function RentalDates({
  dates,
  onDates,
  availability,
}: {
  dates: DateRangeValue;
  onDates: (dates: DateRangeValue) => void;
  availability: Availability;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const nightSafe = useNightSafe();
  return (
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
  );
}

/** The rental price (per day), the sale price and how many pieces the shop usually has. */
function BuyBoxPrices({ product, currency }: { product: ProductDetail; currency: Currency }) {
  const { t } = useTranslation(namespace);
  const price = product.currencies[currency].price;
  return (
    <>
      {product.isForRent ? <ProductPrice product={product} size="large" /> : null}
      {product.isForSale && price !== null ? <SalePrice price={price} currency={currency} /> : null}
      <p className={styles.stock} data-testid="usual-stock">
        {t('detail.usualStock', { count: product.usualStockCount })}
      </p>
    </>
  );
}

/** The pieces field: its text as typed; an empty or wrong one counts as 1 piece. */
function useQuantity() {
  const [text, setText] = useState('1');
  const quantity = Math.max(1, Math.min(QUANTITY_MAX, Math.floor(Number(text)) || 1));
  return { text, setText, quantity };
}

/** The pieces field and the button that adds them to the cart (or buys them). */
function AddRow({
  quantity: { text, setText, quantity },
  describedBy,
  isSale,
  disabled,
  name,
  onAdd,
}: {
  quantity: ReturnType<typeof useQuantity>;
  describedBy: string | undefined;
  isSale: boolean;
  disabled: boolean;
  name: string;
  onAdd: () => void;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <div className={styles.addRow}>
      <label htmlFor={id} className={styles.quantityLabel}>
        {t('detail.quantity')}
      </label>
      <input
        id={id}
        className={styles.quantity}
        type="number"
        inputMode="numeric"
        min={1}
        max={QUANTITY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setText(String(quantity))}
        aria-describedby={describedBy}
      />
      <Button onClick={onAdd} disabled={disabled}>
        {isSale ? t('detail.buyNow') : t('detail.addToCart')}
        <span className="visually-hidden">{` – ${name}`}</span>
      </Button>
    </div>
  );
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
  const currency = useAtomValue(currencyAtom);
  const warningId = useId();
  const canRent = product.isForRent;
  const canBuy = product.isForSale && product.currencies[currency].price !== null;
  const [mode, setMode] = useState<BuyMode>(canRent ? 'rent' : 'sale');
  const pieces = useQuantity();
  const { quantity } = pieces;
  const isSale = mode === 'sale';
  const { configuration, choice, setChoice, invalid, toCurrency, configuredPerDay, unitPrice } =
    useConfiguredPrice(product, currency, isSale);
  // More pieces than are free for the dates: the order would be a conflict awaiting staff.
  const free = !isSale && availability.status === 'ready' ? availability.available : null;
  const overAvailable = free !== null && exceedsAvailability(quantity, free);

  const add = () =>
    addToCart({
      product,
      name,
      quantity,
      isSale,
      configured: configuration !== null,
      choice,
      dates,
      currency,
      unitPrice,
    });

  return (
    <div className={styles.buyBox}>
      <BuyBoxPrices product={product} currency={currency} />
      {canRent ? <RentalDates dates={dates} onDates={onDates} availability={availability} /> : null}
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
        <ModeChoice productId={product.id} mode={mode} onChange={setMode} />
      ) : null}
      <AddRow
        quantity={pieces}
        describedBy={overAvailable ? warningId : undefined}
        isSale={isSale}
        disabled={invalid.length > 0 && !isSale}
        name={name}
        onAdd={add}
      />
      {overAvailable && free !== null ? (
        <QuantityWarning
          id={warningId}
          quantity={quantity}
          available={free}
          onTakeFree={() => pieces.setText(String(free))}
        />
      ) : null}
      <FavouriteButton product={product} />
    </div>
  );
}
