/**
 * The fixed redirect rules that run before every navigation, in the specification's order
 * (the API's redirect lookup comes after them).
 */

import type { Locale } from '@shop/shared/routes';
import { pathFor } from '@shop/shared/routes';

const refreshCart = /^(?:\/([a-z]{2}))?\/kosik\/refresh-cart\/?$/;
const legacyOrderDetail = /^(?:\/([a-z]{2}))?\/muj-ucet\/objednavka\/detail\/([^/]+)\/?$/;

function localeOf(prefix: string | undefined): Locale {
  return prefix === 'en' ? 'en' : 'cs';
}

/** The target of a fixed rule for this path and query, or null. */
export function fixedRedirect(pathname: string, search: string): string | null {
  const cart = refreshCart.exec(pathname);
  if (cart) {
    const cartCode = new URLSearchParams(search).get('cartCode');
    // The shared cart in the link's language (`/en/kosik/refresh-cart` → `/en/checkout/share/…`).
    if (cartCode) return pathFor('cart-share', { code: cartCode }, localeOf(cart[1]));
  }
  const order = legacyOrderDetail.exec(pathname);
  if (order) {
    return pathFor(
      'user-account-order-id',
      { id: decodeURIComponent(order[2] ?? '') },
      localeOf(order[1]),
    );
  }
  return null;
}
