// Cart: the cart's one owner on the server: items, dates, shipping, insurance, voucher, customer
// data, shared carts, price offers taken into a cart, and the hand-over to an order.

export { buildCart } from './build-cart';
export { legInputs } from './cart-state';
export type { Shopper } from './checkout';
export { checkoutReply, markOrdered, openCheckout, storedCart } from './checkout';
export { requestLocale } from './request-locale';
export { cartRoutes } from './routes';
export { cartProducts, shippingBranches } from './service';
export { shareEmailPreviews } from './share-email';
export { chooseInsurance } from './update-insurance';
export { toStoredLeg } from './update-shipping';
