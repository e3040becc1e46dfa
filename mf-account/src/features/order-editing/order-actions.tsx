/**
 * Changes of the whole order: its data, billing, insurance, shipping, equipment to buy, cancelling
 * items or the order.
 */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { AddItemsDialog } from './add-items-dialog';
import { BillingDialog } from './billing-dialog';
import { activeLines, CancelItemsDialog } from './cancel-items-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { InsuranceDialog } from './insurance-dialog';
import { mayChange } from './order-blocks';
import { OrderChangeButton } from './order-change-dialog';
import { OrderDataDialog } from './order-data-dialog';
import styles from './order-edit.module.css';
import panelStyles from './order-panel.module.css';
import { ShippingDialog } from './shipping-dialog';

export function OrderActions({ order }: { order: AccountOrderDetail }) {
  const { t } = useTranslation(namespace);
  if (!mayChange(order)) return null;
  const cancellable = activeLines(order).some((item) => !item.sent);
  // Shipping travels on the rental's dates: an order of sale items only has none to change.
  const rented = order.rentalFrom !== null && order.rentalTo !== null;
  return (
    <section className={panelStyles.panel} aria-labelledby="order-actions">
      <h2 id="order-actions">{t('orderEdit.title')}</h2>
      <div className={styles.actions}>
        <OrderChangeButton
          label={t('orderEdit.data.open')}
          dialog={(close) => <OrderDataDialog order={order} onClose={close} />}
        />
        <OrderChangeButton
          label={t('orderEdit.billing.open')}
          dialog={(close) => <BillingDialog order={order} onClose={close} />}
        />
        <OrderChangeButton
          label={t('orderEdit.insurance.open')}
          dialog={(close) => <InsuranceDialog order={order} onClose={close} />}
        />
        {rented ? (
          <OrderChangeButton
            label={t('orderEdit.shipping.open')}
            dialog={(close) => <ShippingDialog order={order} onClose={close} />}
          />
        ) : null}
        <OrderChangeButton
          label={t('orderEdit.add.openSale')}
          dialog={(close) => <AddItemsDialog order={order} block={null} onClose={close} />}
        />
        {cancellable ? (
          <OrderChangeButton
            label={t('orderEdit.cancelItems.open')}
            destructive
            dialog={(close) => <CancelItemsDialog order={order} onClose={close} />}
          />
        ) : null}
        <OrderChangeButton
          label={t('orderEdit.cancelOrder.open')}
          destructive
          dialog={(close) => <CancelOrderDialog order={order} onClose={close} />}
        />
      </div>
    </section>
  );
}
