// Order update: a change of a placed order by its customer or company (dates, items, insurance,
// shipping, billing, cancelling) with its price preview, history entry and money event; the staff
// tool writes its own changes into the same history.

export { insertOrderHistory } from './repository';
export { orderUpdateRoutes } from './routes';
