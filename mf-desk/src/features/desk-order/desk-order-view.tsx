/**
 * An order at the desk: its pieces as a checklist, given units by scanning their labels or
 * picking free ones, then handed over with the signature; once out, taken back unit by unit. A
 * protocol issued opens from here.
 */
import type { DeskOrder, DeskProtocolLink } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { formatDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { deskSessionQuery } from '../desk-session/api/desk-session';
import { ChargeForm } from './charge-form';
import styles from './desk-order.module.css';
import { HandoverForm } from './handover-form';
import { OrderAudit } from './order-audit';
import { PieceList } from './piece-list';
import { ReturnForm } from './return-form';
import { ScanField } from './scan-field';
import { useOrderSteps } from './use-order-steps';

const WAITING = ['ORDERED', 'PAID', 'PART_PAID'];

function ProtocolLink({ protocol }: { protocol: DeskProtocolLink }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <Link to={pathFor(`document-${protocol.kind}`, { code: protocol.code }, locale)}>
      {t(`order.protocol.${protocol.kind}`, { number: protocol.number })}
    </Link>
  );
}

function Protocols({ protocols }: { protocols: readonly DeskProtocolLink[] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (protocols.length === 0) return null;
  return (
    <section aria-labelledby="desk-order-protocols">
      <h2 id="desk-order-protocols">{t('order.protocols')}</h2>
      <ul>
        {protocols.map((protocol) => (
          <li key={protocol.code}>
            <ProtocolLink protocol={protocol} /> ·{' '}
            {formatDateTime(toPragueWallClock(new Date(protocol.issuedAt)), locale)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Goods({ goods }: { goods: DeskOrder['goods'] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (goods.length === 0) return null;
  return (
    <section aria-labelledby="desk-order-goods">
      <h2 id="desk-order-goods">{t('order.goods')}</h2>
      <ul>
        {goods.map((item) => (
          <li key={item.name}>
            {item.quantity} × {locale === 'en' ? item.nameEn : item.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Charges({ charges }: { charges: DeskOrder['charges'] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby="desk-order-charges">
      <h2 id="desk-order-charges">{t('order.charges')}</h2>
      <ul>
        {charges.map((charge, index) => (
          // Two charges may read alike: their place in the order tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the charges' order is the order's own
          <li key={index}>
            {locale === 'en' ? charge.nameEn : charge.name}: {formatPrice(charge.amount, 'czk')}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeskOrderView({ order }: { order: DeskOrder }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const steps = useOrderSteps(order);
  const manager = useQuery(deskSessionQuery()).data?.role === 'manager';
  const waiting = WAITING.includes(order.status);
  return (
    <div className={styles.order}>
      <header className={styles.head}>
        <p>
          {order.customerName} · {order.customerEmail}
        </p>
        <p>
          {formatDateTime(order.rentalFrom, locale)} – {formatDateTime(order.rentalTo, locale)} ·{' '}
          <strong>{t(`order.status.${order.status}`)}</strong>
        </p>
      </header>
      {steps.issued ? (
        <p role="status" className={styles.done}>
          {t('order.issued', { number: steps.issued.number })}{' '}
          <Link to={pathFor(`document-${steps.issued.kind}`, { code: steps.issued.code }, locale)}>
            {t('order.openProtocol')}
          </Link>
        </p>
      ) : null}
      {waiting ? (
        <ScanField
          busy={steps.busy}
          result={steps.result}
          onScan={(code) => void steps.scan(code)}
        />
      ) : null}
      <PieceList
        order={order}
        busy={steps.busy}
        onPick={(unitId) => void steps.pick(unitId)}
        onTakeOff={(unitId) => void steps.takeOff(unitId)}
      />
      <Goods goods={order.goods} />
      {waiting && order.handoverReady ? (
        <HandoverForm early={order.earlyHandover} onHandOver={steps.handOver} />
      ) : null}
      {waiting && !order.handoverReady && order.pieces.length > 0 ? (
        <p className={styles.hint}>{t('order.giveEveryPiece')}</p>
      ) : null}
      {order.status === 'LENT' ? <ReturnForm order={order} onReturn={steps.takeBack} /> : null}
      <Charges charges={order.charges} />
      {manager && (order.status === 'LENT' || order.status === 'RETURNED') ? (
        <ChargeForm onCharge={steps.charge} />
      ) : null}
      <Protocols protocols={order.protocols} />
      {manager ? <OrderAudit orderId={order.id} /> : null}
    </div>
  );
}
