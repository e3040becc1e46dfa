import { type CompanyPermission, companyRoleAllows } from '@shop/shared/rules/company-roles';
import type { Database } from '../../db/client';
import type { OrderListOwner } from '../../db/order-owner';
import { HttpError } from '../../lib/http-error';
import { type CompanyRoles, findCompanyRoles } from './company-roles';
import { findCustomerById } from './repository';

/** The answer to a request that needs a signed-in customer and has none. */
export const UNAUTHORIZED = 'Sign in to continue.';

/** What decides who may read an order. */
export interface OrderAccessFacts {
  orderId: number;
  customerId: number | null;
  companyId: number | null;
  placedInPerson: boolean;
}

/**
 * Who is asking: the signed-in customer, whether their e-mail is confirmed, whether their account
 * is a frequent customer's (the night safe), their company roles.
 */
export interface OrderViewer {
  customerId: number;
  emailVerified: boolean;
  frequentCustomer: boolean;
  companyRoles: CompanyRoles;
}

/** The signed-in customer behind a session; a session that outlived its customer is signed out. */
export async function orderViewer(db: Database, customerId: number | null): Promise<OrderViewer> {
  const customer = customerId === null ? undefined : await findCustomerById(db, customerId);
  if (!customer) throw new HttpError(401, UNAUTHORIZED);
  return {
    customerId: customer.id,
    emailVerified: customer.emailVerified,
    frequentCustomer: customer.frequentCustomer,
    companyRoles: await findCompanyRoles(db, customer),
  };
}

/** Whether the viewer's roles in the order's company allow this. */
export function companyAllows(
  viewer: OrderViewer,
  companyId: number | null,
  permission: CompanyPermission,
): boolean {
  if (companyId === null) return false;
  return companyRoleAllows(viewer.companyRoles.get(companyId) ?? [], permission);
}

/**
 * Whose orders a list shows the viewer: their own (orders placed as a guest only once the e-mail
 * is confirmed, see `mayReadOrder`) and those of the companies where their roles give `permission`.
 */
export function listOwner(viewer: OrderViewer, permission: CompanyPermission): OrderListOwner {
  return {
    customerId: viewer.customerId,
    withGuestOrders: viewer.emailVerified,
    companyIds: [...viewer.companyRoles.keys()].filter((id) =>
      companyAllows(viewer, id, permission),
    ),
  };
}

/**
 * Whether the viewer may read the order. An order placed as a guest belongs to the customer record
 * of its e-mail, and anyone can type an e-mail into a checkout: so the account shows such orders
 * only once the customer has confirmed the e-mail; before that, only the orders the customer placed
 * in person (signed in, or the order that opened the account). An order billed to a company is
 * also readable by the company's owner and its administrators and billing-and-receiving contacts.
 */
export function mayReadOrder(viewer: OrderViewer, order: OrderAccessFacts): boolean {
  if (companyAllows(viewer, order.companyId, 'read-orders')) return true;
  if (order.customerId !== viewer.customerId) return false;
  return viewer.emailVerified || order.placedInPerson;
}

/**
 * Whether the viewer has a part in the order: may read it, or holds any role in the company it is
 * billed to (a finance contact, say, who may read its invoices but not the order itself).
 */
export function hasPartInOrder(viewer: OrderViewer, order: OrderAccessFacts): boolean {
  if (order.companyId !== null && viewer.companyRoles.has(order.companyId)) return true;
  return mayReadOrder(viewer, order);
}

/** Whether the viewer may change the order: its own customer, or the company's administrators. */
export function mayEditOrder(viewer: OrderViewer, order: OrderAccessFacts): boolean {
  if (companyAllows(viewer, order.companyId, 'edit-orders')) return true;
  return order.customerId === viewer.customerId && mayReadOrder(viewer, order);
}
