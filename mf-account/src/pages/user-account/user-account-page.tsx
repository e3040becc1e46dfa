/**
 * My orders (`/ucet`): the signed-in customer's orders, newest first, 12 a page, with the status,
 * ready and payment states; filters by status and project. The page, status and project live in
 * the URL (`?page=2&status=PAID&project=…`), so a filtered list can be bookmarked and shared.
 */
import '../../i18n/account-i18n';
import type { AccountOrdersResponse, OrderStatus } from '@shop/shared/contract';
import { ORDER_STATUSES } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { formatDate, formatPrice } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import table from '../../features/account-table/account-table.module.css';
import { AccountTableHead } from '../../features/account-table/account-table-head';
import { Pager } from '../../features/account-table/pager';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import { type AccountOrdersFilter, accountOrdersQuery } from './api/get-account-orders';
import styles from './user-account-page.module.css';

const PAGE_MAX = 10_000;

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** How an order's status badge is coloured: ordered or paid is done, created awaits payment. */
function statusTone(status: OrderStatus): 'done' | 'due' | undefined {
  if (status === 'ORDERED' || status === 'PAID') return 'done';
  if (status === 'CREATED') return 'due';
  return undefined;
}

/** The filter the URL asks for; anything the API would refuse is left out. */
export function filterFromSearch(search: URLSearchParams): AccountOrdersFilter {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const project = search.get('project')?.trim().slice(0, FIELD_LIMITS.projectName);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    status: isOrderStatus(status) ? status : undefined,
    project: project || undefined,
  };
}

function Filters({ filter }: { filter: AccountOrdersFilter }) {
  const { t } = useTranslation(namespace);
  const [, setSearch] = useSearchParams();
  const [status, setStatus] = useState(filter.status ?? '');
  const [project, setProject] = useState(filter.project ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (status) next.set('status', status);
    if (project.trim()) next.set('project', project.trim());
    // A new filter starts from its first page.
    setSearch(next);
  };

  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t('myOrders.filters')}>
      <div className={styles.field}>
        <label htmlFor="orders-status">{t('myOrders.status')}</label>
        <select id="orders-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('myOrders.allStatuses')}</option>
          {ORDER_STATUSES.map((code) => (
            <option key={code} value={code}>
              {t(`orderStates.status.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="orders-project">{t('myOrders.project')}</label>
        <input
          id="orders-project"
          type="search"
          maxLength={FIELD_LIMITS.projectName}
          value={project}
          onChange={(e) => setProject(e.target.value)}
        />
      </div>
      <Button type="submit">{t('myOrders.apply')}</Button>
    </form>
  );
}

/** The table's columns in their order (their headers are `myOrders.columns.<key>`). */
const COLUMNS = [
  'number',
  'created',
  'rental',
  'project',
  'price',
  'status',
  'ready',
  'payment',
] as const;

function OrdersTable({ data }: { data: AccountOrdersResponse }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const column = (key: (typeof COLUMNS)[number]) => t(`myOrders.columns.${key}`);
  return (
    <>
      <table className={`${table.table} ${table.cards}`} {...tableRoles.table}>
        <caption className={table.caption}>{t('myOrders.count', { count: data.count })}</caption>
        <AccountTableHead columns={COLUMNS} label={column} />
        <tbody {...tableRoles.rowgroup}>
          {data.orders.map((order) => (
            <tr key={order.orderNumber} {...tableRoles.row}>
              <th scope="row" data-label={column('number')} {...tableRoles.rowheader}>
                <div>
                  <Link to={pathFor('user-account-order-id', { id: order.orderNumber }, locale)}>
                    {order.orderNumber}
                  </Link>
                  {order.company ? <div className={table.muted}>{order.company}</div> : null}
                </div>
              </th>
              <td data-label={column('created')} {...tableRoles.cell}>
                {formatDate(order.createdAt, locale)}
              </td>
              <td data-label={column('rental')} {...tableRoles.cell}>
                {order.rentalFrom && order.rentalTo
                  ? `${formatDateTime(order.rentalFrom, locale)} – ${formatDateTime(order.rentalTo, locale)}`
                  : '—'}
              </td>
              <td data-label={column('project')} {...tableRoles.cell}>
                {order.projectName ?? '—'}
              </td>
              <td data-label={column('price')} className={table.price} {...tableRoles.cell}>
                {formatPrice(order.totalWithVat, 'czk')}
              </td>
              <td data-label={column('status')} {...tableRoles.cell}>
                <span className={table.badge} data-tone={statusTone(order.status)}>
                  {t(`orderStates.status.${order.status}`)}
                </span>
              </td>
              <td data-label={column('ready')} {...tableRoles.cell}>
                {t(`orderStates.ready.${order.readyStatus}`)}
              </td>
              <td data-label={column('payment')} {...tableRoles.cell}>
                {t(`orderStates.payment.${order.paymentStatus}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={data.page} count={data.count} limit={data.limit} label={t('myOrders.pages')} />
    </>
  );
}

export default function UserAccountPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const filtered = filter.status !== undefined || filter.project !== undefined;
  const query = useQuery(accountOrdersQuery(filter));
  usePageMeta({ title: t('myOrders.title') });

  return (
    <AccountLayout current="user-account" title={t('myOrders.title')}>
      {/* Keyed by the URL's filter, so going back in history shows that filter in the form. */}
      <Filters key={`${filter.status ?? ''}|${filter.project ?? ''}`} filter={filter} />
      <QueryState
        query={query}
        isEmpty={(data) => data.orders.length === 0}
        empty={
          filtered ? (
            <p>
              {t('myOrders.noneMatching')}{' '}
              <Link to={pathFor('user-account', {}, locale)}>{t('myOrders.clearFilters')}</Link>
            </p>
          ) : (
            <>
              <p>{t('myOrders.empty')}</p>
              <Link className={table.cta} to={pathFor('home', {}, locale)}>
                {t('myOrders.toCatalogue')}
              </Link>
            </>
          )
        }
      >
        {(data) => <OrdersTable data={data} />}
      </QueryState>
    </AccountLayout>
  );
}
