/** "Share cart": a modal with the spec's e-mail fields (POST /cart/share). */

import type { Cart } from '@shop/shared/contract';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { validateWith } from '@shop/shared/validation';
import { type ShareCartValues, shareCartSchema } from '@shop/shared/validation/checkout';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { CheckoutForm } from '../../features/form/checkout-form';
import { namespace } from '../../i18n/checkout-i18n';
import { ShareCartFields } from './share-cart-fields';
import { shareCartInitialValues, useShareCart } from './use-share-cart';

const validate = validateWith(shareCartSchema);

export interface ShareCartDialogProps {
  cart: Cart;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog that sends the cart by e-mail; its code loads when the shopper reaches for it. */
export default function ShareCartDialog({ cart, open, onOpenChange }: ShareCartDialogProps) {
  const { t } = useTranslation(namespace);
  const { result, send } = useShareCart(cart);

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('share.title')}>
      {result === 'sent' ? (
        <p className={styles.success} role="status">
          {t('share.sent')}
        </p>
      ) : (
        <CheckoutForm<ShareCartValues>
          className={styles.stack}
          initialValues={shareCartInitialValues(cart)}
          validate={validate}
          onSubmit={send}
        >
          {({ submitting }) => (
            <>
              <ShareCartFields />
              {result === 'failed' || result === 'limited' ? (
                <p className={styles.alert} role="alert">
                  {t(result === 'limited' ? 'share.limited' : 'share.failed')}
                </p>
              ) : null}
              <div>
                <Button type="submit" disabled={submitting}>
                  {t('share.send')}
                </Button>
              </div>
            </>
          )}
        </CheckoutForm>
      )}
    </Modal>
  );
}
