/**
 * The one frame of every order change: a labelled modal with the change's fields, the order's
 * price now and after the change (asked with `preview` as the fields change, before anything is
 * kept), the refusal's text in the shopper's language next to the fields, and the confirm button.
 * A billing change that would take the order out of the customer's reach (code 33) shows the
 * spec's warning and a forced confirm that sends the change again with `force`.
 */
import '../../i18n/account-i18n';
import type { OrderUpdateRequest } from '@shop/shared/contract';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { OrderChangePrices } from './order-change-prices';
import { OrderChangeProblem } from './order-change-problem-view';
import styles from './order-edit.module.css';
import { useOrderChange } from './use-order-change';

export interface OrderChangeDialogProps {
  orderNumber: string;
  /** The order's total with VAT now, shown until the preview answers. */
  totalWithVat: number;
  title: string;
  /** The change as the fields stand; null while they are incomplete. */
  change: Omit<OrderUpdateRequest, 'orderNumber'> | null;
  confirmLabel: string;
  /** Announced once the change is kept. */
  doneMessage: string;
  /** Cancelling: the confirm button says so in the danger colour. */
  destructive?: boolean;
  /** Date and quantity changes: say that everything is free (a line that is not is refused). */
  showAvailability?: boolean;
  onClose: () => void;
  children?: ReactNode;
}

export function OrderChangeDialog({
  orderNumber,
  totalWithVat,
  title,
  change,
  confirmLabel,
  doneMessage,
  destructive = false,
  showAvailability = false,
  onClose,
  children,
}: OrderChangeDialogProps) {
  const { t } = useTranslation(namespace);
  const order = useOrderChange({ orderNumber, change, doneMessage, onClose });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!order.blocked) void order.send(false);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
    >
      <form className={styles.dialogForm} onSubmit={onSubmit} noValidate>
        {children}
        <OrderChangePrices
          totalWithVat={totalWithVat}
          incomplete={change === null}
          pricing={order.pricing}
          priced={order.priced}
          showAvailability={showAvailability}
        />
        <OrderChangeProblem
          problem={order.problem}
          sendFailed={order.sendFailed}
          sending={order.sending}
          onRetry={order.retry}
          onForce={() => void order.send(true)}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            {t('orderEdit.back')}
          </Button>
          <Button
            type="submit"
            className={destructive ? styles.danger : undefined}
            disabled={order.blocked}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * A button that opens a change dialog. The dialog is mounted only while open, so every opening
 * starts from the order as it is now.
 */
export function OrderChangeButton({
  label,
  destructive = false,
  dialog,
}: {
  label: string;
  destructive?: boolean;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={destructive ? styles.dangerText : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
