import type { ORDER_STATUSES } from '../contract/constants';
import type { OrderAction, OrderErrorCode } from '../contract/order-update';

// When a placed order may still change (domain decisions: orders): customers cancel and edit while
// the order is CREATED, ORDERED, PAID or PART_PAID and nothing of it is lent. The API refuses with
// these codes; the order detail shows or hides its actions with the same rule.

type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses in which the customer may still change or cancel the order. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = [
  'CREATED',
  'ORDERED',
  'PAID',
  'PART_PAID',
];

/** Statuses of an order that has been invoiced. */
const INVOICED_STATUSES: readonly OrderStatus[] = ['INVOICED', 'SENT'];

/** Actions that only read the order: allowed in any state. */
const READ_ONLY_ACTIONS: readonly OrderAction[] = ['listShippingOptions', 'groupByCategoryGroups'];

/**
 * Why an action is refused for an order in this state, or null when it is allowed:
 * 20 for any change of an invoiced order, 15 for cancelling an order past cancelling,
 * 13 for any other change of an order that is no longer editable.
 */
export function orderActionRefusal(
  status: OrderStatus,
  action: OrderAction,
): OrderErrorCode | null {
  if (READ_ONLY_ACTIONS.includes(action)) return null;
  if (EDITABLE_STATUSES.includes(status)) return null;
  if (INVOICED_STATUSES.includes(status)) return 20;
  if (action === 'cancelOrder') return 15;
  return 13;
}

/** Whether the order's state still allows changes. */
export function isOrderEditable(status: OrderStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

/** The id of a dated block of the order: its period, 'YYYY-MM-DDTHH:mm/YYYY-MM-DDTHH:mm'. */
export function orderGroupId(from: string, to: string): string {
  return `${from}/${to}`;
}

/** The period a block id names, or null for anything else. */
export function parseOrderGroupId(groupId: string): { from: string; to: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\/(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/.exec(groupId);
  return match?.[1] && match[2] ? { from: match[1], to: match[2] } : null;
}
