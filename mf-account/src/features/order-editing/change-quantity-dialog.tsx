/**
 * Change quantities of a dated block's rent lines (editRentalItems): a number per line; only the
 * lines whose quantity changed are sent. Sent and cancelled lines are not offered.
 */
import type { AccountOrderDetail, OrderUpdateRequest } from '@shop/shared/contract';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import type { DatedBlock } from './extend-rental-dialog';
import { OrderChangeDialog } from './order-change-dialog';
import { OrderQuantityField, validQuantity } from './order-quantity-field';

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
    if (!validQuantity(typed)) return null;
    const quantity = Number(typed);
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
        return (
          <OrderQuantityField
            key={item.id}
            id={`quantity-${item.id}`}
            label={locale === 'en' ? item.nameEn : item.name}
            value={quantities[item.id] ?? String(item.quantity)}
            onChange={(typed) => setQuantities({ ...quantities, [item.id]: typed })}
          />
        );
      })}
    </OrderChangeDialog>
  );
}
