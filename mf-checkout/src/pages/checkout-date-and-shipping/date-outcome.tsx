import type { Cart } from '@shop/shared/contract';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { shootingDays } from '../../features/shipping/shipping-rules';
import { namespace } from '../../i18n/checkout-i18n';
import { type DateInputs, dateTimes, legPlans } from './date-inputs';

/**
 * What the picked dates come to, said as they change: the confirmed dates with the cart's shooting
 * days, else the shooting days they would make, else a request to pick the days.
 */
export function DateOutcome({
  cart,
  inputs,
  confirmed,
}: {
  cart: Cart;
  inputs: DateInputs;
  confirmed: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const times = dateTimes(inputs);
  const plans = legPlans(inputs);
  const estimate = times ? shootingDays(times.from, times.to, plans.pickup, plans.return) : null;
  return (
    <div aria-live="polite">
      {confirmed && times ? (
        <p className={styles.success} data-testid="date-confirmed">
          {t('dates.confirmed', {
            from: formatDateTime(times.from, locale),
            to: formatDateTime(times.to, locale),
          })}{' '}
          {cart.shootingDays !== null ? t('dates.shootingDays', { count: cart.shootingDays }) : ''}
        </p>
      ) : estimate !== null ? (
        <p className={styles.muted}>
          {cart.date.from ? `${t('dates.changed')} ` : ''}
          {t('dates.shootingDays', { count: estimate })}
        </p>
      ) : (
        <p className={styles.muted}>{t('dates.pickDays')}</p>
      )}
    </div>
  );
}
