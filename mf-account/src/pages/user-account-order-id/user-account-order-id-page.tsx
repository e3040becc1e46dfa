/**
 * Order detail (`/ucet/objednavka/{orderNumber}`): the order's states, its items in dated blocks,
 * shipping, insurance, note, billing, its documents with their payments and its history. While
 * the viewer may still change the order, its changes open dialogs that show the new price before
 * confirming. An order that is not the customer's, or does not exist, is the same "not found".
 */
import '../../i18n/account-i18n';
import type { AccountOrderDetail } from '@shop/shared/contract';
import { formatDate, formatPrice } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { countryName } from '@shop/shared/rules/insurance-countries';
import { formatDateTime, formatIsoDate } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { tableRoles } from '@shop/shared/ui/table-roles';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import table from '../../features/account-table/account-table.module.css';
import { AccountTableHead } from '../../features/account-table/account-table-head';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { accountOrderQuery } from '../../features/order-editing/api/get-account-order';
import { OrderActions } from '../../features/order-editing/order-actions';
import { OrderBlocks } from '../../features/order-editing/order-blocks';
import { OrderHistory } from '../../features/order-editing/order-history';
import panelStyles from '../../features/order-editing/order-panel.module.css';
import { namespace } from '../../i18n/account-i18n';
import styles from './user-account-order-id-page.module.css';

/** Order amounts are CZK, as the order and its documents are. */
const czk = (amount: number) => formatPrice(amount, 'czk');

function Summary({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={panelStyles.panel} aria-labelledby="order-summary">
      <h2 id="order-summary">{t('orderDetail.summary')}</h2>
      <dl className={styles.definitions}>
        <dt>{t('orderDetail.status')}</dt>
        <dd>
          <span className={styles.badge} data-status={order.status}>
            {t(`orderStates.status.${order.status}`)}
          </span>
        </dd>
        <dt>{t('orderDetail.ready')}</dt>
        <dd>{t(`orderStates.ready.${order.readyStatus}`)}</dd>
        <dt>{t('orderDetail.payment')}</dt>
        <dd>{t(`orderStates.payment.${order.paymentStatus}`)}</dd>
        <dt>{t('orderDetail.created')}</dt>
        <dd>{formatDate(order.createdAt, locale)}</dd>
        {order.rentalFrom && order.rentalTo ? (
          <>
            <dt>{t('orderDetail.rental')}</dt>
            <dd>
              {formatDateTime(order.rentalFrom, locale)} – {formatDateTime(order.rentalTo, locale)}
            </dd>
          </>
        ) : null}
        {order.projectName ? (
          <>
            <dt>{t('orderDetail.project')}</dt>
            <dd>{order.projectName}</dd>
          </>
        ) : null}
        {order.company ? (
          <>
            <dt>{t('orderDetail.company')}</dt>
            <dd>{order.company}</dd>
          </>
        ) : null}
        <dt>{t('orderDetail.price')}</dt>
        <dd>{czk(order.price)}</dd>
        <dt>{t('orderDetail.total')}</dt>
        <dd>
          <strong>{czk(order.totalWithVat)}</strong>
        </dd>
        <dt>{t('orderDetail.paid')}</dt>
        <dd>{czk(order.paidAmount)}</dd>
      </dl>
    </section>
  );
}

function Shipping({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (order.shipping.length === 0) return null;
  const column = {
    direction: t('orderDetail.direction'),
    date: t('orderDetail.date'),
    type: t('orderDetail.type'),
    address: t('orderDetail.address'),
    price: t('orderDetail.shippingPrice'),
  };
  return (
    <section className={panelStyles.panel} aria-labelledby="order-shipping">
      <h2 id="order-shipping">{t('orderDetail.shipping')}</h2>
      <table className={`${table.table} ${table.cards}`} {...tableRoles.table}>
        <AccountTableHead columns={Object.values(column)} label={(name) => name} />
        <tbody {...tableRoles.rowgroup}>
          {order.shipping.map((row) => (
            <tr key={row.direction} {...tableRoles.row}>
              <th scope="row" data-label={column.direction} {...tableRoles.rowheader}>
                {t(`orderDetail.directions.${row.direction}`)}
              </th>
              <td data-label={column.date} {...tableRoles.cell}>
                {row.date ? formatIsoDate(row.date, locale) : '—'}
                {row.window ? ` ${row.window}` : row.time ? ` ${row.time}` : ''}
              </td>
              <td data-label={column.type} {...tableRoles.cell}>
                {t(`orderDetail.shippingTypes.${row.type}`)}
              </td>
              <td data-label={column.address} {...tableRoles.cell}>
                {row.address ?? '—'}
              </td>
              <td data-label={column.price} className={table.price} {...tableRoles.cell}>
                {czk(row.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Insurance({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { insurance } = order;
  return (
    <section className={panelStyles.panel} aria-labelledby="order-insurance">
      <h2 id="order-insurance">{t('orderDetail.insurance')}</h2>
      <p>{t(`orderDetail.insurances.${insurance.id}`)}</p>
      {insurance.countries.length > 0 ? (
        <p>
          {t('orderDetail.countries', {
            countries: insurance.countries.map((code) => countryName(code, locale)).join(', '),
          })}
        </p>
      ) : null}
      {insurance.student ? <p>{t('orderDetail.student')}</p> : null}
      {insurance.price > 0 ? <p>{czk(insurance.price)}</p> : null}
    </section>
  );
}

function Invoices({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (order.invoices.length === 0) return null;
  return (
    <section className={panelStyles.panel} aria-labelledby="order-invoices">
      <h2 id="order-invoices">{t('orderDetail.invoices')}</h2>
      <ul className={panelStyles.documents}>
        {order.invoices.map((invoice) => (
          <li key={invoice.number}>
            <Link to={pathFor(`document-${invoice.type}`, { code: invoice.code }, locale)}>
              {t(`orderDetail.documentTypes.${invoice.type}`)} {invoice.number}
            </Link>
            <span className={styles.muted}>
              {' '}
              {invoice.type === 'tax-document'
                ? t('orderDetail.issuedOn', { issued: formatIsoDate(invoice.issueDate, locale) })
                : t('orderDetail.issued', {
                    issued: formatIsoDate(invoice.issueDate, locale),
                    due: formatIsoDate(invoice.dueDate, locale),
                  })}
            </span>
            {invoice.payments.length > 0 ? (
              <ul aria-label={t('orderDetail.payments')}>
                {invoice.payments.map((payment) => (
                  <li key={`${payment.date}-${payment.paidAmount}`}>
                    {t('orderDetail.paymentRow', {
                      date: formatDate(payment.date, locale),
                      amount: czk(payment.paidAmount),
                      method: t(`orderDetail.methods.${payment.method}`),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderDetail({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.stack}>
      <Summary order={order} />
      <OrderActions order={order} />
      <OrderBlocks order={order} />
      <Shipping order={order} />
      <Insurance order={order} />
      {order.note ? (
        <section className={panelStyles.panel} aria-labelledby="order-note">
          <h2 id="order-note">{t('orderDetail.note')}</h2>
          <p className={styles.note}>{order.note}</p>
        </section>
      ) : null}
      <section className={panelStyles.panel} aria-labelledby="order-billing">
        <h2 id="order-billing">{t('orderDetail.billing')}</h2>
        <address className={styles.address}>
          {order.billing.name}
          <br />
          {order.billing.street}
          <br />
          {order.billing.zipCode} {order.billing.city}
          {order.billing.taxRegNo ? (
            <>
              <br />
              {t('orderDetail.taxRegNo', { value: order.billing.taxRegNo })}
            </>
          ) : null}
          {order.billing.vatRegNo ? (
            <>
              <br />
              {t('orderDetail.vatRegNo', { value: order.billing.vatRegNo })}
            </>
          ) : null}
        </address>
      </section>
      <Invoices order={order} />
      <OrderHistory order={order} />
    </div>
  );
}

export default function UserAccountOrderIdPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const id = useParams().id ?? '';
  // Order numbers are 8 digits: anything else is not an order, and is not asked for. (Only
  // turned off here, so the server renderer's default for account data, off, holds too.)
  const wellFormed = /^\d{8}$/.test(id);
  const query = useQuery({ ...accountOrderQuery(id), ...(wellFormed ? {} : { enabled: false }) });
  usePageMeta({ title: t('orderDetail.title', { number: id }) });

  const notFound = (
    <div role="alert" className={styles.notFound}>
      <p>{t('orderDetail.notFound', { number: id })}</p>
      <Link to={pathFor('user-account', {}, locale)}>{t('orderDetail.back')}</Link>
    </div>
  );

  return (
    <AccountLayout current="user-account" title={t('orderDetail.title', { number: id })}>
      <p>
        <Link to={pathFor('user-account', {}, locale)}>{t('orderDetail.back')}</Link>
      </p>
      {wellFormed ? (
        <QueryState query={query} notFound={notFound}>
          {(order) => <OrderDetail order={order} />}
        </QueryState>
      ) : (
        notFound
      )}
    </AccountLayout>
  );
}
