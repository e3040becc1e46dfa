import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { orders } from './schema';

/**
 * Whose orders a list shows (the order module's `listOwner`, with the companies the reader's
 * permission opens): the customer's own, those placed as a guest only with `withGuestOrders`, and
 * the given companies'.
 */
export interface OrderListOwner {
  customerId: number;
  withGuestOrders: boolean;
  /** Companies whose orders the customer may read besides their own. */
  companyIds: readonly number[];
}

/**
 * The orders an owner may see, as a condition on `orders`: one rule for the order list (order),
 * the invoice list (billing) and the project list (project), each in its own repository.
 */
export function ordersOwnedBy(owner: OrderListOwner): SQL | undefined {
  const own = eq(orders.customerId, owner.customerId);
  const mine = owner.withGuestOrders ? own : and(own, eq(orders.placedInPerson, true));
  return owner.companyIds.length > 0
    ? or(mine, inArray(orders.companyId, [...owner.companyIds]))
    : mine;
}
