import type { DynamicProductChoice } from '@shop/shared/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import type { CartItemRef, CartItemWrites, PlacedLine, ProductItemType } from './cart-items';

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

/** A stored line of a cart: its row and its place in the cart's order. */
export type StoredCartItem = PlacedLine;

const storedColumns = {
  rowId: cartItems.id,
  position: cartItems.position,
  productId: cartItems.productId,
  type: cartItems.type,
  quantity: cartItems.quantity,
  isSale: cartItems.isSale,
  configuration: cartItems.configuration,
};

function toStored(row: {
  rowId: number;
  position: number;
  productId: number;
  type: string;
  quantity: number;
  isSale: boolean;
  configuration: unknown;
}): StoredCartItem {
  return {
    ...row,
    type: row.type as ProductItemType,
    configuration: (row.configuration as DynamicProductChoice | null) ?? null,
  };
}

/** The item list of a cart, in cart order (position, then row). */
export async function listCartItems(db: Database, cartId: number): Promise<StoredCartItem[]> {
  const rows = await db
    .select(storedColumns)
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  return rows.map(toStored);
}

/**
 * Writes the lines of a cart as `writes` says (cartItemWrites in cart-items.ts): one delete of the
 * lines gone, one update per changed line, one insert of the new lines; the other rows are not
 * touched. Answers the written lines as stored (a configuration as jsonb keeps it) by position.
 */
export async function writeCartItems(
  tx: Database,
  cartId: number,
  writes: CartItemWrites,
): Promise<Map<number, StoredCartItem>> {
  const written = new Map<number, StoredCartItem>();
  if (writes.deleted.length > 0) {
    await tx.delete(cartItems).where(inArray(cartItems.id, writes.deleted));
  }
  for (const { rowId, line, position } of writes.changed) {
    const [row] = await tx
      .update(cartItems)
      .set({ position, quantity: line.quantity, configuration: line.configuration })
      .where(eq(cartItems.id, rowId))
      .returning(storedColumns);
    if (row) written.set(position, toStored(row));
  }
  if (writes.inserted.length > 0) {
    const rows = await tx
      .insert(cartItems)
      .values(
        writes.inserted.map(({ line, position }) => ({
          cartId,
          position,
          productId: line.productId,
          type: line.type,
          quantity: line.quantity,
          isSale: line.isSale,
          configuration: line.configuration,
        })),
      )
      .returning(storedColumns);
    for (const row of rows) written.set(row.position, toStored(row));
  }
  return written;
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
