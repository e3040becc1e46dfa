import { BOOKABLE_UNIT_STATES } from '@shop/shared/rules/availability';
import { inArray, sql } from 'drizzle-orm';
import { products, units } from './schema';

/**
 * A product's stock, in a query over products: a rentable piece's units that count as stock
 * (shared/rules/availability), else (kits, goods only sold) the count kept on the product. The
 * catalogue's availability and the feeds read it alike.
 */
export const productStock = sql<number>`case when ${products.isForRent} and ${products.kind} <> 'bundle'
  then (select count(*)::integer from ${units} where ${units.productId} = ${products.id}
    and ${inArray(units.state, [...BOOKABLE_UNIT_STATES])})
  else ${products.stockCount} end`;
