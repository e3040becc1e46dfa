/**
 * A shared cart (`/kosik/sdilet/{code}`): the sender's cart, read-only, with "use this cart".
 *
 * "Use this cart" REGENERATES A COPY (POST /cart/regenerate with the shared code) rather than
 * putting the shared code into the cart cookie. Adopting the same code would make sender and
 * recipient edit one cart: each one's quantity changes, dates or removals would show up in the
 * other's cart, placing the order would finish it for both, and the sender's personal and billing
 * data stored in it would travel to the recipient. A copy takes over the items only, and the link
 * keeps showing what the sender shared.
 */
import '../../i18n/checkout-i18n';
import type { Cart } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { ErrorState } from '@shop/shared/ui/states';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cartQuery } from '../../features/cart/api/get-cart';
import { regenerateCartMutation } from '../../features/cart/api/regenerate-cart';
import { CartLines } from '../../features/cart/cart-lines';
import { CartTotals } from '../../features/cart/cart-totals';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

function SharedCart({ cart }: { cart: Cart }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const copy = useMutation(regenerateCartMutation());
  // Copied: the button stays busy until the cart page shows.
  const busy = copy.isPending || copy.isSuccess;

  const adopt = () =>
    copy.mutate(
      { cartCode: cart.cartCode },
      { onSuccess: () => navigate(pathFor('checkout-cart', {}, locale)) },
    );

  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <p className={styles.note}>{t('shared.intro')}</p>
        <CartLines cart={cart} lines={cart.rent} title={t('cart.rent')} />
        <CartLines cart={cart} lines={cart.sale} title={t('cart.sale')} />
      </div>
      <div className={styles.stack}>
        <CartTotals cart={cart} />
        <Button onClick={adopt} disabled={busy}>
          {busy ? t('shared.using') : t('shared.use')}
        </Button>
        {copy.isError ? (
          <p className={styles.alert} role="alert">
            {t('shared.failed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export default function CartSharePage() {
  const { t } = useTranslation(namespace);
  const { code = '' } = useParams();
  const shared = useQuery(cartQuery(code));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('shared.title')}</h1>
      <QueryState
        query={shared}
        notFound={<ErrorState message={t('shared.notFound')} />}
        isEmpty={(cart) => cart.items.length === 0}
        empty={<p>{t('shared.empty')}</p>}
      >
        {(cart) => <SharedCart cart={cart} />}
      </QueryState>
    </div>
  );
}
