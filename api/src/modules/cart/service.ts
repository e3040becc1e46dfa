// What the cart reads for others: the products and branches an order change checks the way the
// cart checks them.

import type { Database } from '../../db/client';
import { type CartProduct, findBranches, findProducts } from './reference-repository';

/** Products by id as the cart prices them (unknown ids are missing from the map). */
export function cartProducts(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  return findProducts(db, ids);
}

/** Branches by id with whether they have a night safe (unknown ids are missing from the map). */
export function shippingBranches(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { nightSafe: boolean }>> {
  return findBranches(db, ids);
}
