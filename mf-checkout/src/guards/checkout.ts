/**
 * Checkout's route guard (exposed as `./guards/checkout`; the shell runs it before a checkout
 * step opens): the path of the step the shopper still misses, or null to open the step. Checkout
 * owns both the cart's shape and the step order, so a change of either ships with checkout alone.
 *
 * The cart is read through the page's query cache: every cart change writes the API's answer
 * there, so a guard run right after one (the step's "continue" button) costs no request.
 */
import { readCookie } from '@shop/shared/cookies';
import { queryClient } from '@shop/shared/query';
import { pathFor, type RouteGuardContext } from '@shop/shared/routes';
import { cartQuery, fetchCart } from '../features/cart/api/get-cart';
import { isOpenCart } from '../features/cart/cart-cache';
import { checkoutRedirect, type GatingCart, isCheckoutStep } from './checkout-gating';

const emptyCart: GatingCart = { items: [] };

/** The stored cart, or an empty one when there is none or it cannot be read. */
async function readCart(): Promise<GatingCart> {
  const code = readCookie('cartCode');
  if (!code) return emptyCart;
  try {
    // On the server every request is another shopper's: the cart is read, not kept.
    const cart =
      process.env.SHOP_SERVER === '1'
        ? await fetchCart(code)
        : await queryClient.fetchQuery(cartQuery(code));
    // An ordered cart's shopper has a new, empty one (see features/cart/current-cart.ts).
    return isOpenCart(cart) ? cart : emptyCart;
  } catch {
    // An unknown or expired code, or no answer: as far as the steps go, nothing is in the cart.
    return emptyCart;
  }
}

export default async function checkoutGuard({
  routeName,
  locale,
}: RouteGuardContext): Promise<string | null> {
  // A route table naming this guard on a route that is no step is a mistake: fail the route.
  if (!isCheckoutStep(routeName)) throw new Error(`${routeName} is not a checkout step`);
  if (routeName === 'checkout-cart') return null;
  const target = checkoutRedirect(routeName, await readCart());
  return target ? pathFor(target, {}, locale) : null;
}
