import type { Database } from '../../db/client';
import type { CartItemRef } from './cart-items';
import { countOptions } from './dynamic-configuration';
import { type CartProduct, findProducts } from './reference-repository';

/** Reads products by id (unknown ids are missing from the map). */
export type ProductReader = (
  db: Database,
  ids: readonly number[],
) => Promise<Map<number, CartProduct>>;

/**
 * A reader for one update: a product is read once, the first time it is asked for; later asks for
 * it answer what was read (an unknown id stays unknown).
 */
export function onceProductReader(): ProductReader {
  const known = new Map<number, CartProduct>();
  const asked = new Set<number>();
  return async (db, ids) => {
    const missing = [...new Set(ids)].filter((id) => !asked.has(id));
    if (missing.length > 0) {
      const found = await findProducts(db, missing);
      for (const id of missing) asked.add(id);
      for (const [id, product] of found) known.set(id, product);
    }
    const answer = new Map<number, CartProduct>();
    for (const id of ids) {
      const product = known.get(id);
      if (product) answer.set(id, product);
    }
    return answer;
  };
}

/** The products a list of lines shows: its products and the options of their configurations. */
export function productIdsOf(items: readonly CartItemRef[]): number[] {
  return items.flatMap((item) => [item.productId, ...countOptions(item.configuration).keys()]);
}
