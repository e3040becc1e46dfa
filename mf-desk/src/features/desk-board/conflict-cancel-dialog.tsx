/** A conflict order cancelled from the board, with the words the customer is sent. */
import type { DeskBoardConflict } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextAreaField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type ConflictCancelValues, conflictCancelSchema } from '@shop/shared/validation/desk';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { useRefusalText } from '../desk-order/desk-refusal';
import { cancelConflict } from './api/conflict-steps';
import styles from './desk-board.module.css';

const validate = validateWith(conflictCancelSchema);

export function ConflictCancelDialog({
  conflict,
  onDone,
  onClose,
}: {
  conflict: DeskBoardConflict;
  onDone: (notice: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const refusalText = useRefusalText();
  const submit = async (values: ConflictCancelValues) => {
    try {
      await cancelConflict(conflict.orderId, values.message.trim());
    } catch (error) {
      return { [FORM_ERROR]: refusalText(error) };
    }
    await onDone(t('board.canceled', { order: conflict.orderNumber }));
    return undefined;
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('board.cancelTitle', { order: conflict.orderNumber })}
      description={conflict.customerName}
    >
      <Form<ConflictCancelValues> onSubmit={submit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.dialogForm}>
            <TextAreaField
              name="message"
              label={t('board.cancelMessage')}
              required
              rows={5}
              maxLength={FIELD_LIMITS.note}
            />
            <Button type="submit" disabled={submitting}>
              {t('board.cancelSend')}
            </Button>
            {typeof submitError === 'string' ? <p role="alert">{submitError}</p> : null}
          </form>
        )}
      </Form>
    </Modal>
  );
}
