/**
 * "Share cart": the button, and the dialog it opens (share-cart-dialog.tsx), whose code (a form
 * with its validation, the dialog's) loads when the shopper points at or focuses the button.
 */
import type { Cart } from '@shop/shared/contract';
import { Button } from '@shop/shared/ui/button';
import { intentProps, OnDemandFailure, onDemand, useLoadOnDemand } from '@shop/shared/ui/on-demand';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';

const shareDialog = onDemand(() => import('./share-cart-dialog'));

export function ShareCart({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  // Each opening is a new dialog: the form and its outcome start afresh.
  const [openings, setOpenings] = useState(0);
  const { state, openWhenLoaded } = useLoadOnDemand(shareDialog);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-busy={state === 'loading'}
        {...intentProps(shareDialog.preload)}
        onClick={() =>
          openWhenLoaded(() => {
            setOpenings((count) => count + 1);
            setOpen(true);
          })
        }
      >
        {t('share.open')}
      </Button>
      <OnDemandFailure state={state} />
      {openings > 0 ? (
        <Suspense fallback={null}>
          <shareDialog.Component key={openings} cart={cart} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
