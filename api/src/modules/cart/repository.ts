import type { DynamicProductChoice } from '@shop/shared/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import type { CartItemRef, ProductItemType } from './cart-items';

/** A row of carts. */
export type CartRow = typeof carts.$inferSelect;

/** Columns an update may change. */
export type CartPatch = Partial<
  Pick<
    typeof carts.$inferInsert,
    | 'groupByCategoryGroups'
    | 'customerId'
    | 'customer'
    | 'dateFrom'
    | 'dateTo'
    | 'plannedFrom'
    | 'plannedTo'
    | 'shipping'
    | 'billing'
    | 'insurance'
    | 'additional'
    | 'voucherId'
    | 'priceOfferId'
    | 'accountPasswordHash'
    | 'orderId'
  >
>;

/** Inserts a cart with these columns. */
export async function insertCart(
  db: Database,
  values: CartPatch & { code: string },
): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('cart insert returned no row');
  return row;
}

/** The cart with this code. */
export async function findCartByCode(db: Database, code: string): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.code, code));
  return row;
}

/** Reads a cart and locks its row until the surrounding transaction ends. */
export async function lockCartByCode(tx: Database, code: string): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.code, code)).for('update');
  return row;
}

/** Changes columns of a cart; returns the updated row. */
export async function updateCartRow(
  tx: Database,
  cartId: number,
  patch: CartPatch,
): Promise<CartRow> {
  const [row] = await tx
    .update(carts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning();
  if (!row) throw new Error('cart update returned no row');
  return row;
}

/** The item list of a cart, in cart order. */
export async function listCartItems(db: Database, cartId: number): Promise<CartItemRef[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      type: cartItems.type,
      quantity: cartItems.quantity,
      isSale: cartItems.isSale,
      configuration: cartItems.configuration,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  return rows.map((row) => ({
    ...row,
    type: row.type as ProductItemType,
    configuration: (row.configuration as DynamicProductChoice | null) ?? null,
  }));
}

/** Replaces all items of a cart (positions follow the given order). */
export async function replaceCartItems(
  tx: Database,
  cartId: number,
  items: readonly CartItemRef[],
): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length === 0) return;
  await tx.insert(cartItems).values(
    items.map((item, position) => ({
      cartId,
      position,
      productId: item.productId,
      type: item.type,
      quantity: item.quantity,
      isSale: item.isSale,
      configuration: item.configuration,
    })),
  );
}
