/** Edit order data (editOrderData): the project name and the note; an emptied field removes it. */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { ORDER_NOTE_MAX, ORDER_PROJECT_NAME_MAX } from '@shop/shared/contract/constants';
import { FormField } from '@shop/shared/ui/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangeDialog } from './order-change-dialog';

export function OrderDataDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const [projectName, setProjectName] = useState(order.projectName ?? '');
  const [note, setNote] = useState(order.note ?? '');
  const project = projectName.trim() || null;
  const text = note.trim() || null;
  const unchanged = project === (order.projectName ?? null) && text === (order.note ?? null);

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.data.title')}
      confirmLabel={t('orderEdit.data.confirm')}
      doneMessage={t('orderEdit.data.done')}
      change={unchanged ? null : { orderAction: 'editOrderData', projectName: project, note: text }}
      onClose={onClose}
    >
      <FormField id="order-project" label={t('orderEdit.data.project')}>
        {(control) => (
          <input
            {...control}
            maxLength={ORDER_PROJECT_NAME_MAX}
            value={projectName}
            onChange={(event) => setProjectName(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="order-note" label={t('orderEdit.data.note')}>
        {(control) => (
          <textarea
            {...control}
            maxLength={ORDER_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </OrderChangeDialog>
  );
}
