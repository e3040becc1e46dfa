import type { CartErrorKey } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import type { CartItemRef } from './cart-items';
import type { CartState } from './cart-state';
import type { ProductReader } from './product-reader';
import type { CartPatch } from './repository';

/** What an update handler works with: the locked cart's state inside the update's transaction. */
export interface UpdateContext {
  tx: Database;
  state: CartState;
  now: Date;
  /** Reads products once per update (the handlers, the check and the answer share it). */
  products: ProductReader;
}

/** A refused update (nothing is written) or the changes to write. */
export type UpdateResult =
  | { errorKey: CartErrorKey }
  | { patch?: CartPatch; items?: CartItemRef[] };

/** A refused update. */
export function refuse(errorKey: CartErrorKey): UpdateResult {
  return { errorKey };
}
