/** Cancel order (cancelOrder): asks first, with what the order costs after cancelling. */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.cancelOrder.title')}
      confirmLabel={t('orderEdit.cancelOrder.confirm')}
      doneMessage={t('orderEdit.cancelOrder.done')}
      destructive
      change={{ orderAction: 'cancelOrder' }}
      onClose={onClose}
    >
      <p className={styles.warning}>
        {t('orderEdit.cancelOrder.warning', { number: order.orderNumber })}
      </p>
    </OrderChangeDialog>
  );
}
