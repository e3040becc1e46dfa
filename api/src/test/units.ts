import { BOOKABLE_UNIT_STATES } from '@shop/shared/rules/availability';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { branches, units } from '../db/schema';
import { nextLabelCodes } from '../modules/units';

/** Gives a product `n` more units, available at the first branch; their ids. */
export async function giveUnits(db: Database, productId: number, n: number): Promise<number[]> {
  if (n === 0) return [];
  const [branch] = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.id));
  if (!branch) throw new Error('no branch to keep units at');
  const codes = await nextLabelCodes(db, n);
  const rows = await db
    .insert(units)
    .values(codes.map((labelCode) => ({ productId, labelCode, homeBranchId: branch.id })))
    .returning({ id: units.id });
  return rows.map((row) => row.id);
}

/** A product's stock: its units neither in repair nor retired. */
export async function bookableUnits(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.productId, productId), inArray(units.state, [...BOOKABLE_UNIT_STATES])));
  return row?.n ?? 0;
}
