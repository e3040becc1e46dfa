/**
 * Order received (`/objednavka-odeslana/{orderNumber}?code={estimateCode}`): thanks, the status
 * (Reserved / Conflict explained), items and totals, "pay by card", the bank-transfer fields with
 * the QR payment code and due date (demand note), and the link to the estimate document. A
 * conflict order cannot be paid until staff confirm the equipment's availability (they then send
 * a request for payment): it offers neither the card nor the bank transfer.
 */
import '../../i18n/checkout-i18n';
import type { OrderReceived } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime, formatIsoDate } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { ErrorState } from '@shop/shared/ui/states';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { QRCodeSVG } from 'qrcode.react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import styles from '../../features/checkout-steps/checkout.module.css';
import { payByCardMutation, paymentFailureKey } from '../../features/order/api/create-payment';
import { namespace } from '../../i18n/checkout-i18n';
import { orderReceivedQuery } from './api/get-order-received';
import page from './order-received-page.module.css';
import { summaryRows } from './summary-rows';

/** Order amounts are CZK (the order, its estimate and the bank transfer are in crowns). */
const czk = (amount: number) => formatPrice(amount, 'czk');

function BankTransfer({ order }: { order: OrderReceived }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const bank = order.bankTransfer;
  return (
    <section className={styles.panel} aria-labelledby="bank-title">
      <h2 id="bank-title">{t('order.bankTitle')}</h2>
      <p>
        {t('order.demandNote', {
          amount: czk(bank.amount),
          date: formatIsoDate(bank.dueDate, locale),
        })}
      </p>
      <div className={page.bank}>
        <dl className={styles.definitions}>
          <dt>{t('order.account')}</dt>
          <dd>{bank.accountNumber}</dd>
          <dt>{t('order.iban')}</dt>
          <dd>{bank.iban}</dd>
          <dt>{t('order.variableSymbol')}</dt>
          <dd>{bank.variableSymbol}</dd>
          <dt>{t('order.amount')}</dt>
          <dd>{czk(bank.amount)}</dd>
          <dt>{t('order.dueDate')}</dt>
          <dd>{formatIsoDate(bank.dueDate, locale)}</dd>
        </dl>
        {bank.qrPayment ? (
          <figure className={page.qr}>
            <QRCodeSVG
              value={bank.qrPayment}
              size={168}
              level="M"
              marginSize={2}
              role="img"
              aria-label={t('order.qr')}
              data-testid="qr-payment"
            />
            <figcaption className={styles.muted}>{t('order.qr')}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}

/** The words of each summary row (summary-rows.ts). */
const SUMMARY_LABELS = {
  items: 'totals.items',
  voucher: 'totals.voucher',
  shipping: 'totals.shipping',
} as const;

/** The order's number, its status (explained where it needs to be), its payment and rental. */
function OrderStatus({
  order,
  awaitingConfirmation,
  explained,
}: {
  order: OrderReceived;
  awaitingConfirmation: boolean;
  explained: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <p>{t('order.number', { number: order.orderNumber })}</p>
      <h2 id="status-title">
        {t('order.status')}: {t(`order.statuses.${order.status}`)}
      </h2>
      {explained ? (
        <p className={awaitingConfirmation ? styles.note : styles.success}>
          {t(`order.explain.${order.status}`)}
        </p>
      ) : null}
      <p>
        {t('order.paymentStatus')}: {t(`order.paymentStatuses.${order.paymentStatus}`)}
      </p>
      {order.rentalFrom && order.rentalTo ? (
        <p>
          {t('order.rental', {
            from: formatDateTime(order.rentalFrom, locale),
            to: formatDateTime(order.rentalTo, locale),
          })}
        </p>
      ) : null}
    </section>
  );
}

/** The order's items: name, pieces and days, and the price of each. */
function OrderItems({ order }: { order: OrderReceived }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.panel} aria-labelledby="items-title">
      <h2 id="items-title">{t('order.items')}</h2>
      <ul className={page.items}>
        {order.items.map((item) => (
          <li key={`${item.name}-${item.isSale}-${item.days}-${item.total}`}>
            <span>
              {locale === 'en' ? item.nameEn : item.name}
              <span className={styles.muted}>
                {' '}
                {t('cart.pieces', { count: item.quantity })}
                {item.days !== null ? `, ${t('cart.days', { count: item.days })}` : ''}
              </span>
            </span>
            <strong>{czk(item.total)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's price summary: its rows, then without VAT, VAT and with VAT. */
function OrderTotals({ order }: { order: OrderReceived }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="order-totals">
      <h2 id="order-totals">{t('totals.title')}</h2>
      <dl className={styles.definitions}>
        {summaryRows(order).map((row) => (
          <Fragment key={row.kind}>
            <dt>{t(SUMMARY_LABELS[row.kind])}</dt>
            <dd>{row.amount < 0 ? `−${czk(-row.amount)}` : czk(row.amount)}</dd>
          </Fragment>
        ))}
        <dt className={styles.total}>{t('totals.withoutVat')}</dt>
        <dd className={styles.total}>{czk(order.price)}</dd>
        <dt>{t('totals.vat')}</dt>
        <dd>{czk(order.vat)}</dd>
        <dt className={styles.total}>{t('totals.withVat')}</dt>
        <dd className={styles.total}>{czk(order.totalWithVat)}</dd>
      </dl>
    </section>
  );
}

function Order({ order, code }: { order: OrderReceived; code: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const payment = useMutation(payByCardMutation());
  // Created: the button stays busy while the browser goes to the gateway.
  const paying = payment.isPending || payment.isSuccess;
  const awaitingConfirmation = order.status === 'CREATED';
  const explained = order.status === 'ORDERED' || awaitingConfirmation;
  // Nothing is asked of a conflict order (staff confirm it first) nor of a cancelled one.
  const asksPayment = !awaitingConfirmation && order.status !== 'CANCELED';
  // Paid, or nothing left to pay (the bank-transfer amount is what remains).
  const paid = order.paymentStatus === 'paid' || (asksPayment && order.bankTransfer.amount <= 0);
  const payable = asksPayment && !paid;

  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <OrderStatus
          order={order}
          awaitingConfirmation={awaitingConfirmation}
          explained={explained}
        />
        <OrderItems order={order} />
        {paid ? <p className={styles.success}>{t('order.paid')}</p> : null}
        {payable ? <BankTransfer order={order} /> : null}
      </div>
      <div className={styles.stack}>
        <OrderTotals order={order} />
        {payable ? (
          <Button
            onClick={() => payment.mutate({ orderNumber: order.orderNumber, code, lang: locale })}
            disabled={paying}
          >
            {t('order.pay')}
          </Button>
        ) : null}
        {payment.isError ? (
          <p className={styles.alert} role="alert">
            {t(paymentFailureKey(payment.error))}
          </p>
        ) : null}
        <Link to={pathFor('document-estimate', { code: order.estimateCode }, locale)}>
          {t('order.estimate')}
        </Link>
      </div>
    </div>
  );
}

/** Loads the order only with its code: without one there is nothing to ask the API. */
function ReceivedOrder({ id, code }: { id: string; code: string }) {
  const { t } = useTranslation(namespace);
  const order = useQuery(orderReceivedQuery(id, code));
  return (
    <QueryState query={order} notFound={<ErrorState message={t('order.notFound')} />}>
      {(data) => <Order order={data} code={code} />}
    </QueryState>
  );
}

export default function OrderReceivedPage() {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('order.title')}</h1>
      {code ? <ReceivedOrder id={id} code={code} /> : <ErrorState message={t('order.notFound')} />}
    </div>
  );
}
