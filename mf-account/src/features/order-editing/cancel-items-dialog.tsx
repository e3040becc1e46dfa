/**
 * Cancel items (cancelItems): a checkbox per line still in the order; lines the shop has sent out
 * cannot be chosen. The price without them shows before the customer confirms.
 */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

/** The order's lines a customer can point at: products, not yet cancelled. */
export function activeLines(order: AccountOrderDetail) {
  return order.blocks.flatMap((block) =>
    block.items.filter((item) => !item.canceled && item.productId !== null),
  );
}

export function CancelItemsDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.cancelItems.title')}
      confirmLabel={t('orderEdit.cancelItems.confirm')}
      doneMessage={t('orderEdit.cancelItems.done')}
      destructive
      change={
        chosen.length > 0
          ? { orderAction: 'cancelItems', items: chosen.map((id) => ({ id })) }
          : null
      }
      onClose={onClose}
    >
      <fieldset className={styles.choices}>
        <legend>{t('orderEdit.cancelItems.legend')}</legend>
        {activeLines(order).map((item) => (
          <div key={item.id} className={styles.choice}>
            <input
              type="checkbox"
              id={`cancel-item-${item.id}`}
              checked={chosen.includes(item.id)}
              disabled={item.sent}
              onChange={(event) => toggle(item.id, event.target.checked)}
              {...(item.sent ? { 'aria-describedby': `cancel-item-${item.id}-sent` } : {})}
            />
            <label htmlFor={`cancel-item-${item.id}`}>
              {locale === 'en' ? item.nameEn : item.name} × {item.quantity}
            </label>
            {item.sent ? (
              <span id={`cancel-item-${item.id}-sent`} className={styles.tag}>
                {t('orderEdit.sentCannotCancel')}
              </span>
            ) : null}
          </div>
        ))}
      </fieldset>
      <p className={styles.warning}>{t('orderEdit.cancelItems.warning')}</p>
    </OrderChangeDialog>
  );
}
