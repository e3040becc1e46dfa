// Cart: the cart's one owner on the server: items, dates, shipping, insurance, voucher, customer
// data, shared carts, price offers taken into a cart, and the hand-over to an order.

export { legInputs } from './cart-state';
export { findBranches, findProducts } from './reference-repository';
export { requestLocale } from './request-locale';
export { cartRoutes } from './routes';
export { chooseInsurance } from './update-insurance';
export { toStoredLeg } from './update-shipping';
