import type { OrderUpdateRequest, OrderUpdateResponse } from '@shop/shared/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { orderChanged } from '../modules/billing';
import { loadCurrencyRates } from '../modules/currency';
import { notifyFreedWatches } from '../modules/favourite';
import type { OrderViewer } from '../modules/identity';
import { askedChange, changeAnswer, keepChange, workOutChange } from '../modules/order-update';

// Changing a placed order (POST /order/update): its customer or company changes dates, items,
// insurance, shipping or billing, or cancels it, across the modules that take part, in the
// order they act:
//   1. order-update  the change asked for (2 without an order number, 32 for an unknown action)
//   2. currency      today's rates, for the prices in the order's currency
//   3. order-update  the order read (locked when the change is to be kept), who may change it
//                    and what its state allows, the action applied to copies, the pieces
//                    checked free (catalog), the copies repriced
//   4. order-update  the change kept: its lines, the order and a history entry
//   5. billing       its money settled: credit notes, a new proforma, the customer's message
//   6. order-update  the answer: prices before and after, the order as it now is
// A preview answers steps 1-3 and 6 from a read-only transaction: it takes no lock and writes
// nothing. After a kept change commits, its message goes out (the outbox) and customers who
// watch the pieces it gave back are told (favourite).

/**
 * One change of a placed order, in one transaction; throws OrderUpdateFailure with the refusal's
 * code when it is refused.
 */
export async function changeOrder(
  app: FastifyInstance,
  viewer: OrderViewer,
  request: OrderUpdateRequest,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<OrderUpdateResponse> {
  const asked = askedChange(request);
  const action = asked.orderAction;
  const rates = await loadCurrencyRates(app.db);
  if (asked.preview === true) {
    return app.db.transaction(
      async (tx) => {
        const worked = await workOutChange(tx, viewer, asked, { lock: false, rates, now });
        return changeAnswer(worked, action, true);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
  const { response, freed } = await app.db.transaction(async (tx) => {
    const worked = await workOutChange(tx, viewer, asked, { lock: true, rates, now });
    const event = await keepChange(worked, action);
    if (event) await orderChanged(tx, event, now);
    return { response: await changeAnswer(worked, action, false), freed: [...worked.change.freed] };
  });
  // The customer's message of the change, written with it, goes out now it is kept.
  await app.flushOutbox();
  // Pieces given back may be what a customer watches: tell them, after the change is kept.
  if (freed.length > 0) {
    notifyFreedWatches(app.db, app.mailer, {
      productIds: freed,
      publicOrigin: app.publicOrigin,
    }).catch((error: unknown) => log.error({ err: error }, 'watch e-mails failed'));
  }
  return response;
}
