/**
 * The rent or sale lines of a cart: name, what a bundle / dynamic product / price offer contains,
 * unit price, days, quantity and total, optionally grouped by category groups. Editable lines
 * change quantities and remove items (removing the last one resets to a new cart).
 */
import { trackEvent } from '@shop/shared/analytics';
import type { Cart, CartLine } from '@shop/shared/contract';
import { formatPrice, localized } from '@shop/shared/format';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { controlClassName } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import styles from './cart-lines.module.css';
import { changeQuantity, removeFromCart } from './cart-store';
import { trackedLine } from './tracking';

const quantities = Array.from({ length: 99 }, (_, index) => index + 1);

export function lineKey(line: CartLine): string {
  return `${line.type}-${line.id}-${line.isSale}-${JSON.stringify(line.dynamicProductConfiguration)}`;
}

function groupLines(lines: CartLine[], locale: 'cs' | 'en', other: string) {
  const groups = new Map<string, CartLine[]>();
  for (const line of lines) {
    const name = line.categoryGroup ? localized(line.categoryGroup, 'name', locale) : other;
    groups.set(name, [...(groups.get(name) ?? []), line]);
  }
  return [...groups.entries()];
}

function Line({
  cart,
  line,
  editable,
  busy,
  run,
}: {
  cart: Cart;
  line: CartLine;
  editable: boolean;
  busy: boolean;
  run: (action: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const name = localized(line, 'name', locale);
  const prices = line.currencies[currency];
  const quantityId = `quantity-${lineKey(line)}`;
  return (
    <li className={styles.line} data-testid="cart-line">
      {line.image ? (
        <img src={line.image} alt="" width={96} height={72} className={styles.image} />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.name}>
        <strong>{name}</strong>
        {line.type !== 'product' ? (
          <span className={styles.badge}>{t(`cart.type.${line.type}`)}</span>
        ) : null}
        <span className={styles.muted}>
          {line.days !== null
            ? `${t('cart.perDay', { price: formatPrice(prices.unitPrice, currency) })} × ${t('cart.days', { count: line.days })}`
            : formatPrice(prices.unitPrice, currency)}
        </span>
        {line.contents.length > 0 ? (
          <div className={styles.contents}>
            <span className={styles.muted}>{t('cart.contents')}</span>
            <ul>
              {line.contents.map((content) => (
                <li key={`${content.productId}-${content.name}`}>
                  {localized(content, 'name', locale)}
                  {content.quantity > 1
                    ? ` (${t('cart.pieces', { count: content.quantity })})`
                    : ''}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.quantity}>
        {editable && line.type !== 'priceOffer' ? (
          <>
            <label htmlFor={quantityId} className="visually-hidden">
              {t('cart.quantityOf', { name })}
            </label>
            <select
              id={quantityId}
              className={controlClassName}
              value={line.quantity}
              disabled={busy}
              onChange={(event) =>
                run(() =>
                  changeQuantity(
                    cart,
                    line.id,
                    line.isSale,
                    Number(event.target.value),
                    line.dynamicProductConfiguration,
                  ),
                )
              }
            >
              {quantities.map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span>{t('cart.pieces', { count: line.quantity })}</span>
        )}
      </div>
      <strong className={styles.total}>{formatPrice(prices.total, currency)}</strong>
      {editable ? (
        <Button
          variant="secondary"
          className={styles.remove}
          disabled={busy}
          aria-label={t('cart.removeLabel', { name })}
          onClick={() =>
            run(async () => {
              await removeFromCart(cart, line.id, line.isSale, line.dynamicProductConfiguration);
              trackEvent('remove_from_cart', {
                currency: currency.toUpperCase(),
                value: prices.total,
                items: [trackedLine(line, currency, locale)],
              });
            })
          }
        >
          {t('cart.remove')}
        </Button>
      ) : null}
    </li>
  );
}

export function CartLines({
  cart,
  lines,
  title,
  editable = false,
  onError,
}: {
  cart: Cart;
  lines: CartLine[];
  title: string;
  editable?: boolean;
  onError?: (error: unknown) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [busy, setBusy] = useState(false);
  if (lines.length === 0) return null;

  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    action()
      .catch((error: unknown) => onError?.(error))
      .finally(() => setBusy(false));
  };
  const list = (entries: CartLine[]) => (
    <ul className={styles.lines}>
      {entries.map((line) => (
        <Line
          key={lineKey(line)}
          cart={cart}
          line={line}
          editable={editable}
          busy={busy}
          run={run}
        />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={`lines-${title}`} className={styles.section}>
      <h2 id={`lines-${title}`}>{title}</h2>
      {cart.groupByCategoryGroups
        ? groupLines(lines, locale, t('cart.otherGroup')).map(([group, entries]) => (
            <div key={group}>
              <h3 className={styles.group}>{group}</h3>
              {list(entries)}
            </div>
          ))
        : list(lines)}
    </section>
  );
}
