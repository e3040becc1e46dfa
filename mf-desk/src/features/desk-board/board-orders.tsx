/** One list of the board: its orders as a table (cards on a phone), or what it says when empty. */
import type { DeskBoardOrder } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import styles from './desk-board.module.css';

/** 'YYYY-MM-DDTHH:mm' as the day's time, with the date when it is another day. */
function when(at: string, day: string, locale: string): string {
  const time = at.slice(11, 16);
  return at.startsWith(day) ? time : `${formatDate(at.slice(0, 10), locale)} ${time}`;
}

function BoardOrderRow({ order, day }: { order: DeskBoardOrder; day: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <tr className={order.overdue ? styles.overdue : undefined} {...tableRoles.row}>
      <td {...tableRoles.cell} data-label={t('board.time')}>
        {when(order.at, day, locale)}
        {order.overdue ? <strong className={styles.badge}>{t('board.late')}</strong> : null}
      </td>
      <td {...tableRoles.cell} data-label={t('board.order')}>
        <Link to={pathFor('desk-order', { orderId: String(order.orderId) }, locale)}>
          {order.orderNumber}
        </Link>
      </td>
      <td {...tableRoles.cell} data-label={t('board.customer')}>
        {order.customerName}
      </td>
      <td {...tableRoles.cell} data-label={t('board.shipping')}>
        {t(`shippingType.${order.shippingType}`)}
      </td>
      <td {...tableRoles.cell} data-label={t('board.items')}>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            // An order may hold two lines of one product (their own periods): the line's place.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is the order's own
            <li key={index}>
              {item.quantity} × {locale === 'en' ? item.nameEn : item.name}
              {item.isSale ? ` (${t('board.sale')})` : ''}
            </li>
          ))}
        </ul>
      </td>
      <td {...tableRoles.cell} data-label={t('board.readiness')}>
        {t(`readiness.${order.readiness}`)}
      </td>
    </tr>
  );
}

export function BoardOrders({
  heading,
  orders,
  day,
  empty,
}: {
  heading: string;
  orders: readonly DeskBoardOrder[];
  day: string;
  empty: string;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        {heading} <span className={styles.count}>({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <table className={styles.table} {...tableRoles.table}>
          <thead {...tableRoles.rowgroup}>
            <tr {...tableRoles.row}>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.time')}
              </th>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.order')}
              </th>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.customer')}
              </th>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.shipping')}
              </th>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.items')}
              </th>
              <th scope="col" {...tableRoles.columnheader}>
                {t('board.readiness')}
              </th>
            </tr>
          </thead>
          <tbody {...tableRoles.rowgroup}>
            {orders.map((order) => (
              <BoardOrderRow key={order.orderId} order={order} day={day} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
