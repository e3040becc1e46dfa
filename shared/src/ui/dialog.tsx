/**
 * Accessible modal and slide-over (Radix Dialog underneath: focus trap, Esc, labelled title,
 * focus returned to the opener).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant,
}: DialogProps & { variant: 'modal' | 'slideOver' }) {
  const { t } = useTranslation('common');
  // The dialogs are opened from any control, not a Dialog.Trigger: return focus to it ourselves.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles[variant]}`}
          onOpenAutoFocus={() => {
            // Called before focus moves in: the active element is still the opener.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* A div, not a header: a header outside sectioning content is a second banner. */}
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('close')}>
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Modal(props: DialogProps) {
  return <DialogFrame {...props} variant="modal" />;
}

export function SlideOver(props: DialogProps) {
  return <DialogFrame {...props} variant="slideOver" />;
}
