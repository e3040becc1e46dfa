/** The order's history: when, who (or the shop), what changed, and the total before → after. */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { formatDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';
import pageStyles from './user-account-order-id-page.module.css';

const czk = (amount: number) => formatPrice(amount, 'czk');

/** The API describes a few changes with a word of its own: said in the shopper's language. */
function useDetailText() {
  const { t } = useTranslation(namespace);
  const words: Record<string, string> = {
    CANCELED: t('orderDetail.canceled'),
    basic: t('orderDetail.insurances.basic'),
    note: t('orderEdit.data.note'),
  };
  return (detail: string) => words[detail] ?? detail;
}

export function OrderHistory({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const detailText = useDetailText();
  if (order.history.length === 0) return null;
  return (
    <section className={pageStyles.panel} aria-labelledby="order-history">
      <h2 id="order-history">{t('orderHistory.title')}</h2>
      <ol className={styles.history}>
        {order.history.map((entry) => (
          <li key={`${entry.createdAt}-${entry.action}-${entry.details.join('|')}`}>
            <strong>
              {t(`orderHistory.actions.${entry.action}`, { defaultValue: entry.action })}
            </strong>{' '}
            <span className={styles.muted}>
              {t('orderHistory.when', {
                when: formatDateTime(toPragueWallClock(new Date(entry.createdAt)), locale),
                who: entry.by ?? t('orderHistory.shop'),
              })}
            </span>
            {entry.details.length > 0 ? <p>{entry.details.map(detailText).join(', ')}</p> : null}
            <p>
              {t('orderHistory.total', {
                before: czk(entry.totalWithVatBefore),
                after: czk(entry.totalWithVatAfter),
              })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
