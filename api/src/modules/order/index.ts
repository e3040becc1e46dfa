// Order: orders: placing one from a cart, numbering, and the order pages of an account or a
// company (who may read or edit an order is identity's).

export type { OrderListOwner } from './account-repository';
export { accountOrderRoutes } from './account-routes';
export { accountOrderDetail } from './account-service';
export { billedCustomer } from './billed-customer';
export { estimateNumber, twoDigitYear } from './numbering';
export type { OrderShippingData } from './order-lines';
export { customerSnapshot, insuranceLineNames } from './order-lines';
export { orderReceivedUrl, paymentResultUrl } from './order-links';
export { paymentStatusOf } from './payment-status';
export { createOrder } from './place-order';
export type { PlacedOrder, PlaceOrderInput } from './place-order-contract';
export { OrderRefused } from './place-order-contract';
export { orderShippingRows } from './received-order';
export type { OrderItemRow, OrderRow } from './repository';
export { orderRoutes } from './routes';
export {
  kitParts,
  lockProductsFor,
  newestOrders,
  nextOrderNumber,
  orderById,
  orderByNumber,
} from './service';
