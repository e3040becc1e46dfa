// Order: orders: placing one from a cart, numbering, who may read or edit an order, and the order
// pages of an account or a company.

export type { OrderAccessFacts, OrderListOwner } from './account-repository';
export { accountOrderRoutes } from './account-routes';
export type { OrderViewer } from './account-service';
export {
  accountOrderDetail,
  companyAllows,
  hasPartInOrder,
  listOwner,
  mayEditOrder,
  mayReadOrder,
  orderViewer,
} from './account-service';
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
  customerByEmail,
  customerById,
  kitParts,
  lockProductsFor,
  newestOrders,
  nextOrderNumber,
  orderById,
  orderByNumber,
} from './service';
