// Order update: changing a placed order: the customer's and staff's actions (extend, change items,
// cancel, confirm, invoice) with their price preview, history and money event.

export { insertOrderHistory } from './repository';
export { orderUpdateRoutes } from './routes';
