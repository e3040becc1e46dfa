import { BOOKABLE_UNIT_STATES } from '@shop/shared/rules/availability';
import { sql } from 'drizzle-orm';

const bookable = sql.join(
  BOOKABLE_UNIT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/**
 * A product's stock, in a query over products: a rentable piece's units that count as stock
 * (shared/rules/availability), else (kits, goods only sold) the count kept on the product. The
 * catalogue's availability and the feeds read it alike. Its columns are named with their tables:
 * a query of one table would otherwise name `id` bare, and inside the sub-select that is the
 * unit's.
 */
export const productStock = sql<number>`case
  when "products"."is_for_rent" and "products"."kind" <> 'bundle'
  then (select count(*)::integer from "units" where "units"."product_id" = "products"."id"
    and "units"."state" in (${bookable}))
  else "products"."stock_count" end`;
