/** The order's history: when, who (or the shop), what changed, and the total before → after. */
import type { AccountOrderDetail, OrderAction } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { describeOrderChanges } from '@shop/shared/rules/order-changes';
import { formatDateTime, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';
import panelStyles from './order-panel.module.css';

const czk = (amount: number) => formatPrice(amount, 'czk');

/** The staff's events the history records beside the customer's order actions. */
type StaffAction =
  | 'staff:status'
  | 'staff:payment'
  | 'staff:ready'
  | 'staff:sent'
  | 'staff:credit-note'
  | 'staff:refund'
  | 'staff:confirm';

/** The title of a history entry by its action; an action the page does not know is a change. */
function useActionTitle() {
  const { t } = useTranslation(namespace);
  const titles: Record<OrderAction | StaffAction, string> = {
    addItems: t('orderHistory.actions.addItems'),
    editRentalItems: t('orderHistory.actions.editRentalItems'),
    cancelOrder: t('orderHistory.actions.cancelOrder'),
    cancelItems: t('orderHistory.actions.cancelItems'),
    cancelSales: t('orderHistory.actions.cancelSales'),
    editGroupDate: t('orderHistory.actions.editGroupDate'),
    editItemsDate: t('orderHistory.actions.editItemsDate'),
    editBillingCustomer: t('orderHistory.actions.editBillingCustomer'),
    unsetBillingCustomer: t('orderHistory.actions.unsetBillingCustomer'),
    editOrderData: t('orderHistory.actions.editOrderData'),
    addInsurance: t('orderHistory.actions.addInsurance'),
    unsetInsurance: t('orderHistory.actions.unsetInsurance'),
    updateShipping: t('orderHistory.actions.updateShipping'),
    listShippingOptions: t('orderHistory.actions.listShippingOptions'),
    groupByCategoryGroups: t('orderHistory.actions.groupByCategoryGroups'),
    'staff:status': t('orderHistory.actions.staff.status'),
    'staff:payment': t('orderHistory.actions.staff.payment'),
    'staff:ready': t('orderHistory.actions.staff.ready'),
    'staff:sent': t('orderHistory.actions.staff.sent'),
    'staff:credit-note': t('orderHistory.actions.staff.creditNote'),
    'staff:refund': t('orderHistory.actions.staff.refund'),
    'staff:confirm': t('orderHistory.actions.staff.confirm'),
  };
  const other = t('orderHistory.otherAction');
  return (action: string) =>
    Object.hasOwn(titles, action) ? titles[action as keyof typeof titles] : other;
}

export function OrderHistory({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const actionTitle = useActionTitle();
  if (order.history.length === 0) return null;
  return (
    <section className={panelStyles.panel} aria-labelledby="order-history">
      <h2 id="order-history">{t('orderHistory.title')}</h2>
      <ol className={styles.history}>
        {order.history.map((entry) => {
          const said = describeOrderChanges(entry.changes, locale).join('; ');
          return (
            <li key={`${entry.createdAt}-${entry.action}-${said}`}>
              <strong>{actionTitle(entry.action)}</strong>{' '}
              <span className={styles.muted}>
                {t('orderHistory.when', {
                  when: formatDateTime(toPragueWallClock(new Date(entry.createdAt)), locale),
                  who: entry.by ?? t('orderHistory.shop'),
                })}
              </span>
              {said ? <p>{said}</p> : null}
              <p>
                {t('orderHistory.total', {
                  before: czk(entry.totalWithVatBefore),
                  after: czk(entry.totalWithVatAfter),
                })}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
