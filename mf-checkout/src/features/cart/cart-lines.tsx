/**
 * The rent or sale lines of a cart: name, what a bundle / dynamic product / price offer contains,
 * unit price, days, quantity and total, optionally grouped by category groups. Editable lines
 * change quantities (shown at once, rolled back if the change fails) and remove items (removing
 * the last one resets to a new cart); why a change failed is said next to its line.
 */
import { trackEvent } from '@shop/shared/analytics';
import type { Cart, CartLine, CartUpdateReply } from '@shop/shared/contract';
import { formatPrice, localized } from '@shop/shared/format';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { controlClassName } from '@shop/shared/ui/form-field';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import { changeQuantityMutation, removeLineMutation } from './api/update-cart';
import { lineRef } from './cart-items';
import styles from './cart-lines.module.css';
import { cartErrorMessage, cartFailureMessage } from './error-message';
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

/** What a line shows of its quantity and removal mutations. */
interface LineEdit {
  isIdle: boolean;
  isError: boolean;
  error: Error | null;
  data: CartUpdateReply | undefined;
  submittedAt: number;
}

/** Why the line's latest change did not happen: refused by the API, or failed. */
function failureOf(t: TFunction, edits: LineEdit[]): string | null {
  const [latest] = edits
    .filter((edit) => !edit.isIdle)
    .sort((a, b) => b.submittedAt - a.submittedAt);
  if (latest?.isError) return cartFailureMessage(t, latest.error);
  if (latest?.data && !latest.data.success) return cartErrorMessage(t, latest.data.errorKey);
  return null;
}

/** A line's name, its kind, its unit price (per day, for the days) and what it contains. */
function LineDescription({ line, name }: { line: CartLine; name: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const prices = line.currencies[currency];
  return (
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
                {content.quantity > 1 ? ` (${t('cart.pieces', { count: content.quantity })})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A line's quantity: a select on an editable line (not a price offer's), else the pieces. Quick
 * changes queue up (the cart scope), so the select stays usable meanwhile.
 */
function LineQuantity({
  line,
  name,
  editable,
  removing,
  failureId,
  onChange,
}: {
  line: CartLine;
  name: string;
  editable: boolean;
  removing: boolean;
  failureId: string | undefined;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation(namespace);
  const quantityId = `quantity-${lineKey(line)}`;
  return (
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
            disabled={removing}
            aria-describedby={failureId}
            onChange={(event) => onChange(Number(event.target.value))}
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
  );
}

function Line({ line, editable }: { line: CartLine; editable: boolean }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const quantity = useMutation(changeQuantityMutation());
  const removal = useMutation(removeLineMutation());
  const name = localized(line, 'name', locale);
  const prices = line.currencies[currency];
  const failure = failureOf(t, [quantity, removal]);
  const failureId = `failure-${lineKey(line)}`;
  return (
    <li className={styles.line} data-testid="cart-line">
      {line.image ? (
        // The cart's lines open the page: loaded at once (no `loading`), decoded off the paint.
        <img
          src={line.image}
          alt=""
          width={96}
          height={72}
          decoding="async"
          className={styles.image}
        />
      ) : (
        <span className={styles.image} />
      )}
      <LineDescription line={line} name={name} />
      <LineQuantity
        line={line}
        name={name}
        editable={editable}
        removing={removal.isPending}
        failureId={failure ? failureId : undefined}
        onChange={(value) => quantity.mutate({ ...lineRef(line), quantity: value })}
      />
      <strong className={styles.total}>{formatPrice(prices.total, currency)}</strong>
      {editable ? (
        <Button
          variant="secondary"
          className={styles.remove}
          disabled={removal.isPending}
          aria-label={t('cart.removeLabel', { name })}
          onClick={() =>
            // After the answer even if the line (removed) is no longer rendered by then.
            void removal
              .mutateAsync(lineRef(line))
              .then((reply) => {
                if (!reply.success) return;
                trackEvent('remove_from_cart', {
                  currency: currency.toUpperCase(),
                  value: prices.total,
                  items: [trackedLine(line, currency, locale)],
                });
              })
              .catch(() => undefined)
          }
        >
          {t('cart.remove')}
        </Button>
      ) : null}
      {failure ? (
        <p id={failureId} className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

export function CartLines({
  cart,
  lines,
  title,
  editable = false,
}: {
  cart: Cart;
  lines: CartLine[];
  title: string;
  editable?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (lines.length === 0) return null;

  const list = (entries: CartLine[]) => (
    <ul className={styles.lines}>
      {entries.map((line) => (
        <Line key={lineKey(line)} line={line} editable={editable} />
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
