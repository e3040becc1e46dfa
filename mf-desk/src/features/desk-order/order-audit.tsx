/**
 * For managers: what the staff did to the order, newest first: who, when, what, and the values
 * before and after, as the audit log keeps them.
 */
import type { StaffWrite } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { formatDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { orderAuditQuery } from './api/order-audit';
import styles from './desk-order.module.css';

/** Values as the log keeps them, on one line. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value);

function Write({ write }: { write: StaffWrite }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <li>
      <strong>
        {t(`audit.action.${write.action.replaceAll('.', '_')}`, { defaultValue: write.action })}
      </strong>{' '}
      · {write.staffName} · {formatDateTime(toPragueWallClock(new Date(write.at)), locale)}
      <br />
      <code className={styles.values}>
        {shown(write.before)} → {shown(write.after)}
      </code>
    </li>
  );
}

export function OrderAudit({ orderId }: { orderId: number }) {
  const { t } = useTranslation(namespace);
  const audit = useQuery(orderAuditQuery(orderId));
  return (
    <section aria-labelledby="desk-order-audit">
      <h2 id="desk-order-audit">{t('audit.title')}</h2>
      <QueryState
        query={audit}
        isEmpty={(answer) => answer.writes.length === 0}
        empty={<p>{t('audit.empty')}</p>}
      >
        {(answer) => (
          <ul className={styles.audit}>
            {answer.writes.map((write) => (
              <Write key={write.id} write={write} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
