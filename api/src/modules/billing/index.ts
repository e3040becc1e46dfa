// Billing: the only entrance to the shop's money. Documents (proforma, tax document for a received
// payment, final invoice, credit note), payments, refunds and their numbering live here; nothing
// else writes a document or a payment. Every money event of an order is one call below, made in the
// transaction of the change that causes it; its message to the customer waits in the outbox until
// that transaction has committed (sendPendingMessages).

export {
  MoneyRefusal,
  recordRefund,
  recordTransfer,
} from './card-payment';
export { documentPdfRoutes } from './document-pdf-routes';
export { documentRoutes } from './document-routes';
export { getDocument, settleLegacyMoney } from './document-view';
export { orderEmailPreviews } from './email-previews';
export { invoiceRoutes } from './invoice-routes';
export type { OutboxComposer } from './notifications';
export { documentPagePath, sendPendingMessages, shortLinkPath } from './notifications';
export { paymentRoutes } from './payment-routes';
export type { OrderChangedEvent } from './service';
export {
  discardSeededMessages,
  orderChanged,
  orderConfirmed,
  orderDocuments,
  orderInvoiced,
  orderLedger,
  orderPlaced,
  paymentRefusal,
  queueOrderMessage,
  setSeededDocumentCode,
} from './service';
export { shortLinkRoutes } from './short-link-routes';
