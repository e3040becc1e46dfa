import { trackEvent } from '@shop/shared/analytics';
import type { Cart } from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { placeOrderMutation } from '../../features/cart/api/update-cart';
import { startNewCart } from '../../features/cart/current-cart';
import { cartErrorMessage } from '../../features/cart/error-message';
import { trackedCart } from '../../features/cart/tracking';
import { namespace } from '../../i18n/checkout-i18n';

/**
 * "Place order" (finishOrder=1): a placed order is tracked as a purchase and opens the order
 * received page, and the shop moves on to a new cart; a refusal is kept as `error`.
 */
export function usePlaceOrder(cart: Cart) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const navigate = useNavigate();
  const placeOrder = useMutation(placeOrderMutation());
  const [error, setError] = useState<string | null>(null);

  const place = async () => {
    setError(null);
    const tracked = trackedCart(cart, currency, locale);
    try {
      const reply = await placeOrder.mutateAsync();
      const order = reply.success ? reply.cart.order : null;
      if (!order) {
        setError(cartErrorMessage(t, reply.errorKey ?? 'order_failed'));
        return;
      }
      trackEvent('purchase', { ...tracked, transaction_id: order.orderNumber });
      const path = pathFor('order-received', { id: order.orderNumber }, locale);
      navigate(`${path}?code=${encodeURIComponent(order.estimateCode)}`);
      // The shop moves on to a new, empty cart (cookie, atom, `cart:changed` for the badge).
      void startNewCart().catch(() => undefined);
    } catch {
      setError(t('errors.order_failed'));
    }
  };
  // Placed: the button stays busy until the order page shows.
  const placing = placeOrder.isPending || (placeOrder.isSuccess && error === null);
  return { place, placing, error };
}
