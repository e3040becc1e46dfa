import type { UnitState } from '@shop/shared/contract';
import { BOOKABLE_UNIT_STATES } from '@shop/shared/rules/availability';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, products, unitRepairs, units } from '../../db/schema';

const unitColumns = {
  id: units.id,
  productId: units.productId,
  productName: products.name,
  productNameEn: products.nameEn,
  serialNumber: units.serialNumber,
  labelCode: units.labelCode,
  homeBranchId: units.homeBranchId,
  state: units.state,
  notes: units.notes,
  repairReason: unitRepairs.reason,
  repairSince: unitRepairs.since,
  repairExpectedBack: unitRepairs.expectedBack,
  repairCost: unitRepairs.cost,
};

function selectUnits(db: Database) {
  return db
    .select(unitColumns)
    .from(units)
    .innerJoin(products, eq(products.id, units.productId))
    .leftJoin(unitRepairs, and(eq(unitRepairs.unitId, units.id), isNull(unitRepairs.endedAt)));
}

/** A unit with its product's names and its open repair's fields (null without one). */
export type UnitRow = Awaited<ReturnType<ReturnType<typeof selectUnits>['execute']>>[number];

/** A page of units, by product and label code, with their open repairs. */
export async function findUnits(
  db: Database,
  filter: { productId?: number; state?: UnitState; limit: number; offset: number },
): Promise<{ rows: UnitRow[]; total: number }> {
  const where = and(
    filter.productId === undefined ? undefined : eq(units.productId, filter.productId),
    filter.state === undefined ? undefined : eq(units.state, filter.state),
  );
  const [rows, [total]] = await Promise.all([
    selectUnits(db)
      .where(where)
      .orderBy(asc(units.productId), asc(units.labelCode))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(units).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUnitById(db: Database, id: number): Promise<UnitRow | undefined> {
  const [row] = await selectUnits(db).where(eq(units.id, id));
  return row;
}

export async function findUnitByLabel(db: Database, code: string): Promise<UnitRow | undefined> {
  const [row] = await selectUnits(db).where(eq(units.labelCode, code));
  return row;
}

/** Locks a unit's row for the rest of the transaction; false when there is no such unit. */
export async function lockUnit(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: units.id }).from(units).where(eq(units.id, id)).for('update');
  return rows.length > 0;
}

/** Holds a label code for the rest of the transaction, so two writes never give it twice. */
export async function lockLabelCode(db: Database, code: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-label:${code}`}))`);
}

export async function labelCodeTaken(db: Database, code: string, exceptId: number) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.labelCode, code), ne(units.id, exceptId)));
  return row !== undefined;
}

/** The next `n` numbers of the shop's label codes. */
export async function nextLabelNumbers(db: Database, n: number): Promise<number[]> {
  const rows = await db
    .select({ n: sql<number>`nextval('unit_label_numbers')::integer` })
    .from(sql`generate_series(1, ${n}::integer)`);
  return rows.map((row) => Number(row.n));
}

export type UnitInsert = typeof units.$inferInsert;

export async function insertUnits(db: Database, rows: readonly UnitInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(units)
    .values([...rows])
    .returning({ id: units.id });
  return inserted.map((row) => row.id);
}

export async function updateUnit(
  db: Database,
  id: number,
  values: Partial<
    Pick<UnitInsert, 'serialNumber' | 'labelCode' | 'homeBranchId' | 'notes' | 'state'>
  >,
): Promise<void> {
  await db.update(units).set(values).where(eq(units.id, id));
}

export async function setUnitsState(db: Database, ids: readonly number[], state: UnitState) {
  if (ids.length > 0)
    await db
      .update(units)
      .set({ state })
      .where(inArray(units.id, [...ids]));
}

export async function insertRepair(db: Database, row: typeof unitRepairs.$inferInsert) {
  await db.insert(unitRepairs).values(row);
}

/** Ends a unit's open repair, with its final cost when given. */
export async function endOpenRepair(db: Database, unitId: number, cost?: number): Promise<void> {
  await db
    .update(unitRepairs)
    .set({ endedAt: sql`now()`, ...(cost === undefined ? {} : { cost }) })
    .where(and(eq(unitRepairs.unitId, unitId), isNull(unitRepairs.endedAt)));
}

/** What a unit may belong to: a product's kind and whether it is rented. */
export async function findProductKind(db: Database, id: number) {
  const [row] = await db
    .select({ kind: products.kind, isForRent: products.isForRent })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export async function branchExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  return row !== undefined;
}

/** What the labels of units print: a product's units that count as stock, the units by id, or both filters at once. */
export async function findLabels(
  db: Database,
  filter: { productId?: number; ids?: readonly number[]; limit: number },
) {
  return db
    .select({
      labelCode: units.labelCode,
      productName: products.name,
      productNameEn: products.nameEn,
      serialNumber: units.serialNumber,
    })
    .from(units)
    .innerJoin(products, eq(products.id, units.productId))
    .where(
      and(
        filter.productId === undefined
          ? undefined
          : and(
              eq(units.productId, filter.productId),
              inArray(units.state, [...BOOKABLE_UNIT_STATES]),
            ),
        filter.ids === undefined ? undefined : inArray(units.id, [...filter.ids]),
      ),
    )
    .orderBy(asc(units.productId), asc(units.labelCode))
    .limit(filter.limit);
}
