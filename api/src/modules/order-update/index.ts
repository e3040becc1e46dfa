// Order update: a change of a placed order by its customer or company (dates, items, insurance,
// shipping, billing, cancelling) with its price preview, history entry and money event; the staff
// tool writes its own changes into the same history.

export { orderUpdateRoutes } from './routes';
export { askedChange, changeAnswer, keepChange, workOutChange } from './service';
export {
  addChargeLine,
  changeOrderStatus,
  changeReadyStatus,
  lockOrderForChange,
  markLineSent,
  orderLine,
  recordStaffEvent,
} from './staff-changes';
