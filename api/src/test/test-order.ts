import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { placeTestOrder } from './test-cart';

export interface GearListTestOrder {
  id: number;
  orderNumber: string;
  productListCode: string;
  crewListCode: string;
}

/**
 * An order whose gear lists the tests open: two rent lines (product 17 × 2, 5 × 1) and a sale line
 * (3 × 1), with its two list codes.
 */
export async function placeGearListOrder(db: Database, email: string): Promise<GearListTestOrder> {
  const placed = await placeTestOrder(db, {
    lines: [
      { productId: 17, quantity: 2 },
      { productId: 5, quantity: 1 },
      { productId: 3, quantity: 1, isSale: true },
    ],
    email,
  });
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
  assert.ok(row?.productListCode && row.crewListCode);
  return {
    id: row.id,
    orderNumber: placed.orderNumber,
    productListCode: row.productListCode,
    crewListCode: row.crewListCode,
  };
}
