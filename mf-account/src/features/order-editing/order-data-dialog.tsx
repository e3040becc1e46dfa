/** Edit order data (editOrderData): the project name and the note; an emptied field removes it. */
import type { AccountOrderDetail } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { FormField } from '@shop/shared/ui/form-field';
import { textProblem } from '@shop/shared/validation';
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
  const common = useTranslation('common').t;
  const [projectName, setProjectName] = useState(order.projectName ?? '');
  const [note, setNote] = useState(order.note ?? '');
  const project = projectName.trim() || null;
  const text = note.trim() || null;
  const unchanged = project === (order.projectName ?? null) && text === (order.note ?? null);
  // A text the order cannot keep (pasted past the limit, control characters) is said at its field
  // and holds the change back.
  const projectProblem = textProblem(projectName, 'projectName');
  const noteProblem = textProblem(note, 'note');
  const blocked = unchanged || projectProblem !== null || noteProblem !== null;

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.data.title')}
      confirmLabel={t('orderEdit.data.confirm')}
      doneMessage={t('orderEdit.data.done')}
      change={blocked ? null : { orderAction: 'editOrderData', projectName: project, note: text }}
      onClose={onClose}
    >
      <FormField
        id="order-project"
        label={t('orderEdit.data.project')}
        error={projectProblem && common(projectProblem, { max: FIELD_LIMITS.projectName })}
      >
        {(control) => (
          <input
            {...control}
            maxLength={FIELD_LIMITS.projectName}
            value={projectName}
            onChange={(event) => setProjectName(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="order-note"
        label={t('orderEdit.data.note')}
        error={noteProblem && common(noteProblem, { max: FIELD_LIMITS.note })}
      >
        {(control) => (
          <textarea
            {...control}
            maxLength={FIELD_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </OrderChangeDialog>
  );
}
