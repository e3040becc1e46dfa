/**
 * The board's orders at risk: confirmed orders, not yet handed over, that a unit still out late or
 * in repair now leaves short; each with what it lacks and the units behind it.
 */
import type { DeskBoardRisk, DeskRiskCause } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-board.module.css';
import { ShortageList } from './shortage-list';

/** A unit behind an order's risk, in words: out late with an order, or in repair (until when). */
function CauseText({ cause }: { cause: DeskRiskCause }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const label = cause.labelCode;
  if (cause.kind === 'late') return t('board.causeLate', { label, order: cause.orderNumber });
  if (!cause.expectedBack) return t('board.causeRepair', { label });
  return t('board.causeRepairUntil', { label, date: formatDate(cause.expectedBack, locale) });
}

export function BoardAtRisk({ orders }: { orders: readonly DeskBoardRisk[] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const date = (value: string) => formatDate(value.slice(0, 10), locale);
  return (
    <section aria-labelledby="board-at-risk" className={styles.section}>
      <h2 id="board-at-risk">
        {t('board.atRisk')} <span className={styles.count}>({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{t('board.noAtRisk')}</p>
      ) : (
        <ul className={styles.conflicts}>
          {orders.map((order) => (
            <li key={order.orderId} className={styles.conflict}>
              <p>
                <Link to={pathFor('desk-order', { orderId: String(order.orderId) }, locale)}>
                  <strong>{order.orderNumber}</strong>
                </Link>{' '}
                · {order.customerName} ·{' '}
                {t('board.period', { from: date(order.pickupAt), to: date(order.returnAt) })}
              </p>
              <ShortageList shortages={order.shortages} />
              <ul className={styles.causes}>
                {order.causes.map((cause) => (
                  <li key={`${cause.kind}-${cause.labelCode}`}>
                    <CauseText cause={cause} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
