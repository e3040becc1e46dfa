/**
 * Change quantities of a dated block's rent lines (editRentalItems): a number per line; only the
 * lines whose quantity changed are sent. Sent and cancelled lines are not offered.
 */
import type { AccountOrderDetail, OrderUpdateRequest } from '@shop/shared/contract';
import { ORDER_LINE_QUANTITY_MAX } from '@shop/shared/contract/constants';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import type { DatedBlock } from './extend-rental-dialog';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';

/** The rent lines of a block whose quantity the customer may change. */
export function changeableLines(block: DatedBlock) {
  return block.items.filter(
    (item) => !item.isSale && !item.canceled && !item.sent && item.productId !== null,
  );
}

/** The lines whose quantity differs from the order's, as editRentalItems takes them. */
export function changedQuantities(
  block: DatedBlock,
  quantities: Record<number, string>,
): OrderUpdateRequest['items'] | null {
  const items: { id: number; quantity: number }[] = [];
  for (const item of changeableLines(block)) {
    const typed = quantities[item.id];
    if (typed === undefined) continue;
    const quantity = Number(typed);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LINE_QUANTITY_MAX) {
      return null;
    }
    if (quantity !== item.quantity) items.push({ id: item.id, quantity });
  }
  return items.length > 0 ? items : null;
}

export function ChangeQuantityDialog({
  order,
  block,
  onClose,
}: {
  order: AccountOrderDetail;
  block: DatedBlock;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const items = changedQuantities(block, quantities);

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.quantity.title')}
      confirmLabel={t('orderEdit.quantity.confirm')}
      doneMessage={t('orderEdit.quantity.done')}
      showAvailability
      change={items ? { orderAction: 'editRentalItems', items } : null}
      onClose={onClose}
    >
      {changeableLines(block).map((item) => {
        const typed = quantities[item.id] ?? String(item.quantity);
        const quantity = Number(typed);
        const invalid =
          !Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LINE_QUANTITY_MAX;
        return (
          <FormField
            key={item.id}
            id={`quantity-${item.id}`}
            label={locale === 'en' ? item.nameEn : item.name}
            error={
              invalid ? t('orderEdit.quantity.invalid', { max: ORDER_LINE_QUANTITY_MAX }) : null
            }
          >
            {(control) => (
              <input
                {...control}
                className={`${control.className} ${styles.quantity}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={ORDER_LINE_QUANTITY_MAX}
                value={typed}
                onChange={(event) =>
                  setQuantities({ ...quantities, [item.id]: event.target.value })
                }
              />
            )}
          </FormField>
        );
      })}
    </OrderChangeDialog>
  );
}
