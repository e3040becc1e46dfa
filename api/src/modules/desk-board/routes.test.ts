import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DeskBoardConflict, DeskBoardResponse, OrderStatus } from '@shop/shared/contract';
import {
  addDays,
  fromPragueWallClock,
  toPragueDate,
  toPragueWallClock,
} from '@shop/shared/rules/prague-time';
import { eq } from 'drizzle-orm';
import { bundleItems, type CartShippingLegData, orders, products, units } from '../../db/schema';
import { throughTheDesk } from '../../db/seed/lifecycle-orders';
import { customerWithOrder } from '../../test/sign-in';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { giveUnits } from '../../test/units';
import { INVALID_BOARD_DATE } from './service';

let t: TestApp;
let manager: string;
let desk: string;
before(async () => {
  t = await createTestApp();
  manager = await staffSession(t, 'tabule-vedouci@pujcovna.example.cz', 'manager');
  desk = await staffSession(t, 'tabule-pult@pujcovna.example.cz', 'desk');
});
after(async () => {
  await t?.close();
});

/** The demo's branches: Praha first by position, then Brno. */
const PRAHA = 1;
const BRNO = 2;

const day = testWeek(12);

async function board(branchId: number, date?: string, token: string = desk) {
  const query = date === undefined ? '' : `&date=${date}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/desk/board?branchId=${branchId}${query}`,
    headers: { cookie: `desk_session=${token}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  return response.json() as DeskBoardResponse;
}

let productCount = 0;
/** A rentable product of its own with `n` units: its id and name, and the units' ids. */
async function productWithUnits(n: number, kind: 'product' | 'bundle' = 'product') {
  productCount += 1;
  const name = `Test tabule ${productCount}`;
  const nameEn = `Test board ${productCount}`;
  const [product] = await t.database.db
    .insert(products)
    .values({
      slug: `test-tabule-${productCount}`,
      slugEn: `test-board-${productCount}`,
      name,
      nameEn,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
      kind,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const unitIds = await giveUnits(t.database.db, product.id, n);
  return { productId: product.id, name, nameEn, unitIds };
}

const atBranch = (branchId: number): CartShippingLegData => ({
  type: 'branch',
  branchId,
  window: null,
  address: null,
});
const byCourier: CartShippingLegData = {
  type: 'courier',
  branchId: null,
  window: '08-12',
  address: { street: 'Korunní 1', city: 'Praha', zipCode: '120 00', country: 'CZ' },
};

let orderCount = 0;
/** Places an order of one product (unique e-mail); sets `status` in the database when given. */
async function order(input: {
  productId: number;
  quantity?: number;
  from: string;
  to: string;
  pickup?: CartShippingLegData;
  back?: CartShippingLegData;
  status?: OrderStatus;
}) {
  orderCount += 1;
  const placed = await placeTestOrder(t.database.db, {
    lines: [{ productId: input.productId, quantity: input.quantity ?? 1 }],
    email: `tabule-${orderCount}@example.cz`,
    firstname: 'Tabule',
    from: input.from,
    to: input.to,
    shipping: {
      data: { pickup: input.pickup ?? atBranch(BRNO), return: input.back ?? atBranch(BRNO) },
      pickupPrice: 0,
      returnPrice: 0,
    },
  });
  if (input.status) await setStatus(placed.orderId, input.status);
  return placed;
}

async function setStatus(orderId: number, status: OrderStatus) {
  await t.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

const find = <T extends { orderId: number }>(list: readonly T[], orderId: number) =>
  list.find((entry) => entry.orderId === orderId);
const ids = (list: readonly { orderId: number }[]) => list.map((entry) => entry.orderId);

/** A wall-clock time `minutes` from now in Prague (negative: ago). */
const minutesFromNow = (minutes: number) =>
  toPragueWallClock(new Date(Date.now() + minutes * 60_000));

describe('the desk board’s pickups and returns', () => {
  it('lists a pickup and a return of the day at their branch only, on that day only', async () => {
    const { productId, name, nameEn } = await productWithUnits(2);
    const pickup = await order({
      productId,
      from: `${day(0)}T10:00`,
      to: `${day(2)}T18:00`,
      pickup: atBranch(BRNO),
      back: atBranch(PRAHA),
    });
    assert.equal(pickup.status, 'ORDERED');
    const back = await order({
      productId,
      from: `${day(-2)}T09:00`,
      to: `${day(0)}T16:30`,
      pickup: atBranch(PRAHA),
      back: atBranch(BRNO),
      status: 'LENT',
    });

    const brno = await board(BRNO, day(0));
    assert.equal(brno.date, day(0));
    assert.equal(brno.branchId, BRNO);
    const listed = find(brno.pickups, pickup.orderId);
    assert.deepEqual(listed, {
      orderId: pickup.orderId,
      orderNumber: pickup.orderNumber,
      at: `${day(0)}T10:00`,
      shippingType: 'branch',
      customerName: 'Tabule Nováková',
      status: 'ORDERED',
      readiness: 'NOT_READY',
      items: [{ productId, name, nameEn, quantity: 1, isSale: false }],
      overdue: false,
    });
    const returned = find(brno.returns, back.orderId);
    assert.equal(returned?.at, `${day(0)}T16:30`);
    assert.equal(returned?.status, 'LENT');
    assert.equal(returned?.overdue, false, 'due in the future');
    assert.ok(!ids(brno.returns).includes(pickup.orderId));
    assert.ok(!ids(brno.pickups).includes(back.orderId));

    const praha = await board(PRAHA, day(0));
    assert.ok(!ids(praha.pickups).includes(pickup.orderId), 'picked up in Brno');
    assert.ok(!ids(praha.returns).includes(back.orderId), 'returned in Brno');
    const nextDay = await board(BRNO, day(1));
    assert.ok(!ids(nextDay.pickups).includes(pickup.orderId));
    assert.ok(!ids(nextDay.returns).includes(back.orderId));
    assert.ok(!ids((await board(BRNO, day(-2))).pickups).includes(back.orderId), 'lent already');
  });

  it('puts a courier order at the first branch, and a cancelled one nowhere', async () => {
    const { productId } = await productWithUnits(2);
    const courier = await order({
      productId,
      from: `${day(1)}T08:00`,
      to: `${day(2)}T18:00`,
      pickup: byCourier,
      back: byCourier,
    });
    const canceled = await order({
      productId,
      from: `${day(1)}T09:00`,
      to: `${day(2)}T18:00`,
      pickup: atBranch(PRAHA),
      status: 'CANCELED',
    });
    const praha = await board(PRAHA, day(1));
    assert.equal(find(praha.pickups, courier.orderId)?.shippingType, 'courier');
    assert.ok(!ids(praha.pickups).includes(canceled.orderId));
    assert.ok(!ids((await board(BRNO, day(1))).pickups).includes(courier.orderId));
  });

  it('orders a day’s pickups by their time', async () => {
    const { productId } = await productWithUnits(2);
    const late = await order({ productId, from: `${day(3)}T15:00`, to: `${day(7)}T10:00` });
    const early = await order({ productId, from: `${day(3)}T08:30`, to: `${day(7)}T10:00` });
    const pickups = (await board(BRNO, day(3))).pickups.filter((entry) =>
      [late.orderId, early.orderId].includes(entry.orderId),
    );
    assert.deepEqual(ids(pickups), [early.orderId, late.orderId]);
  });
});

describe('the desk board’s late returns', () => {
  it('tells a return late only once its grace has passed; earlier days’ go to overdue', async () => {
    const { productId } = await productWithUnits(3);
    const today = toPragueDate(new Date());
    const from = `${addDays(today, -3)}T10:00`;
    const yesterday = await order({
      productId,
      from,
      to: `${addDays(today, -1)}T10:00`,
      status: 'LENT',
    });
    const halfHourAgo = minutesFromNow(-30);
    const inGrace = await order({ productId, from, to: halfHourAgo, status: 'LENT' });
    const twoHoursAgo = minutesFromNow(-120);
    const late = await order({ productId, from, to: twoHoursAgo, status: 'LENT' });

    const now = await board(BRNO);
    assert.equal(now.date, today, 'the day defaults to today in Prague');
    const overdue = find(now.overdue, yesterday.orderId);
    assert.equal(overdue?.overdue, true);
    assert.equal(overdue?.at, `${addDays(today, -1)}T10:00`);
    assert.ok(!ids(now.returns).includes(yesterday.orderId));
    assert.ok(!ids(now.overdue).includes(inGrace.orderId), 'within the grace');

    const graceDay = await board(BRNO, halfHourAgo.slice(0, 10));
    assert.equal(find(graceDay.returns, inGrace.orderId)?.overdue, false);
    const lateDay = await board(BRNO, twoHoursAgo.slice(0, 10));
    assert.equal(find(lateDay.returns, late.orderId)?.overdue, true);
    assert.ok(!ids((await board(PRAHA)).overdue).includes(yesterday.orderId), 'back to Brno');

    await setStatus(yesterday.orderId, 'RETURNED');
    assert.ok(!ids((await board(BRNO)).overdue).includes(yesterday.orderId), 'back now');
  });
});

/** The conflict of an order on a board of its pickup's branch. */
async function conflictOf(orderId: number): Promise<DeskBoardConflict | undefined> {
  return find((await board(BRNO, day(0))).conflicts, orderId);
}

describe('the desk board’s conflicts', () => {
  it('names the product, the days and the missing count; none once the holder is cancelled', async () => {
    const { productId, name, nameEn } = await productWithUnits(1);
    const holder = await order({ productId, from: `${day(1)}T10:00`, to: `${day(2)}T18:00` });
    assert.equal(holder.status, 'ORDERED');
    const conflict = await order({ productId, from: `${day(0)}T10:00`, to: `${day(3)}T18:00` });
    assert.equal(conflict.status, 'CREATED');

    assert.deepEqual(await conflictOf(conflict.orderId), {
      orderId: conflict.orderId,
      orderNumber: conflict.orderNumber,
      customerName: 'Tabule Nováková',
      pickupAt: `${day(0)}T10:00`,
      returnAt: `${day(3)}T18:00`,
      shortages: [{ productId, name, nameEn, from: day(1), to: day(2), missing: 1 }],
    });
    assert.equal(
      find((await board(PRAHA)).conflicts, conflict.orderId),
      undefined,
      'picked up in Brno',
    );

    await setStatus(holder.orderId, 'CANCELED');
    assert.deepEqual((await conflictOf(conflict.orderId))?.shortages, []);
  });

  it('counts a kit as its parts, and joins the days a part lacks alike', async () => {
    const part = await productWithUnits(1);
    const kit = await productWithUnits(0, 'bundle');
    await t.database.db
      .insert(bundleItems)
      .values({ bundleId: kit.productId, productId: part.productId, quantity: 2 });
    const conflict = await order({
      productId: kit.productId,
      from: `${day(0)}T10:00`,
      to: `${day(2)}T10:00`,
    });
    assert.equal(conflict.status, 'CREATED');
    assert.deepEqual((await conflictOf(conflict.orderId))?.shortages, [
      {
        productId: part.productId,
        name: part.name,
        nameEn: part.nameEn,
        from: day(0),
        to: day(2),
        missing: 1,
      },
    ]);
  });

  it('shows the shortage a unit’s repair makes', async () => {
    const { productId, name, nameEn, unitIds } = await productWithUnits(2);
    await order({ productId, from: `${day(1)}T10:00`, to: `${day(1)}T18:00` });
    const conflict = await order({
      productId,
      quantity: 2,
      from: `${day(0)}T10:00`,
      to: `${day(2)}T18:00`,
    });
    assert.equal(conflict.status, 'CREATED');
    const short = (from: string, to: string, missing: number) => ({
      productId,
      name,
      nameEn,
      from,
      to,
      missing,
    });
    assert.deepEqual((await conflictOf(conflict.orderId))?.shortages, [short(day(1), day(1), 1)]);

    const repair = await t.app.inject({
      method: 'POST',
      url: `/api/desk/units/${unitIds[0]}/repair`,
      headers: { cookie: `desk_session=${manager}` },
      payload: { reason: 'Prasklý bajonet' },
    });
    assert.equal(repair.statusCode, 200, repair.body);
    assert.deepEqual((await conflictOf(conflict.orderId))?.shortages, [
      short(day(0), day(0), 1),
      short(day(1), day(1), 2),
      short(day(2), day(2), 1),
    ]);
  });
});

/** Puts a unit in repair as a manager does at the desk. */
async function repairUnit(unitId: number, payload: Record<string, unknown>) {
  const repair = await t.app.inject({
    method: 'POST',
    url: `/api/desk/units/${unitId}/repair`,
    headers: { cookie: `desk_session=${manager}` },
    payload,
  });
  assert.equal(repair.statusCode, 200, repair.body);
}

async function labelOf(unitId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ labelCode: units.labelCode })
    .from(units)
    .where(eq(units.id, unitId));
  assert.ok(row);
  return row.labelCode;
}

describe('the desk board’s orders at risk', () => {
  it('shows a confirmed order a repair leaves short, with the unit, until the order is safe', async () => {
    const { productId, name, nameEn, unitIds } = await productWithUnits(2);
    const other = await productWithUnits(1);
    const [first, second] = unitIds;
    assert.ok(first && second);
    const twoPieces = await order({
      productId,
      quantity: 2,
      from: `${day(1)}T10:00`,
      to: `${day(2)}T18:00`,
      pickup: atBranch(BRNO),
    });
    const untouched = await order({
      productId: other.productId,
      from: `${day(1)}T10:00`,
      to: `${day(2)}T18:00`,
    });
    assert.equal(twoPieces.status, 'ORDERED');
    assert.equal(find((await board(BRNO)).atRisk, twoPieces.orderId), undefined, 'nothing yet');

    await repairUnit(first, { reason: 'Zaseknutá clona', expectedBack: day(5) });
    const now = await board(BRNO);
    assert.deepEqual(find(now.atRisk, twoPieces.orderId), {
      orderId: twoPieces.orderId,
      orderNumber: twoPieces.orderNumber,
      customerName: 'Tabule Nováková',
      pickupAt: `${day(1)}T10:00`,
      returnAt: `${day(2)}T18:00`,
      status: 'ORDERED',
      shortages: [{ productId, name, nameEn, from: day(1), to: day(2), missing: 1 }],
      causes: [
        {
          kind: 'repair',
          productId,
          labelCode: await labelOf(first),
          orderNumber: null,
          expectedBack: day(5),
        },
      ],
    });
    assert.equal(find(now.atRisk, untouched.orderId), undefined, 'its product is whole');
    assert.equal(find(now.conflicts, twoPieces.orderId), undefined, 'confirmed, not a conflict');
    assert.equal(find((await board(PRAHA)).atRisk, twoPieces.orderId), undefined, 'Brno’s');

    // The unit back from repair: the order is whole again.
    await t.database.db.update(units).set({ state: 'available' }).where(eq(units.id, first));
    assert.equal(find((await board(BRNO)).atRisk, twoPieces.orderId), undefined, 'repaired');
  });

  it('shows the next booking of a unit still out late, with the late order that holds it', async () => {
    const { productId, name, nameEn, unitIds } = await productWithUnits(1);
    const [only] = unitIds;
    assert.ok(only);
    const pickedUp = minutesFromNow(-3 * 24 * 60);
    const late = await order({ productId, from: pickedUp, to: minutesFromNow(-120) });
    await throughTheDesk(t.database.db, late.orderId, 'LENT', fromPragueWallClock(pickedUp));
    const next = await order({ productId, from: `${day(1)}T10:00`, to: `${day(2)}T18:00` });
    assert.equal(next.status, 'ORDERED', 'the late order held its unit only until now');

    const risk = find((await board(BRNO)).atRisk, next.orderId);
    assert.deepEqual(risk?.shortages, [
      { productId, name, nameEn, from: day(1), to: day(2), missing: 1 },
    ]);
    assert.deepEqual(risk?.causes, [
      {
        kind: 'late',
        productId,
        labelCode: await labelOf(only),
        orderNumber: late.orderNumber,
        expectedBack: null,
      },
    ]);

    await t.database.db
      .update(orders)
      .set({ rentalTo: `${day(3)}T10:00` })
      .where(eq(orders.id, late.orderId));
    assert.equal(find((await board(BRNO)).atRisk, next.orderId), undefined, 'not late now');
  });
});

describe('the desk board’s refusals', () => {
  const ask = (url: string, headers: Record<string, string> = { cookie: `desk_session=${desk}` }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers 404 for a branch we do not have, 400 for a day the calendar lacks', async () => {
    const noBranch = await ask('/api/desk/board?branchId=999999');
    assert.equal(noBranch.statusCode, 404);
    assert.equal(noBranch.json().message, 'Branch 999999 not found.');
    assert.equal(noBranch.headers['cache-control'], 'no-store');
    for (const date of ['2026-02-30', '2026-13-01', '1899-12-31']) {
      const bad = await ask(`/api/desk/board?branchId=1&date=${date}`);
      assert.equal(bad.statusCode, 400, date);
      assert.equal(bad.json().message, INVALID_BOARD_DATE);
      assert.deepEqual(bad.json().field, { name: 'date', problem: 'invalid' });
    }
    assert.equal((await ask('/api/desk/board?branchId=1&date=26-1-1')).statusCode, 400);
    assert.equal((await ask('/api/desk/board')).statusCode, 400);
  });

  it('is for staff only: refused without a cookie and to a customer', async () => {
    assert.equal((await ask('/api/desk/board?branchId=1', {})).statusCode, 401);
    const { accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'tabule-zakaznik@example.cz',
    );
    const customer = await ask('/api/desk/board?branchId=1', {
      authorization: `Bearer ${accessToken}`,
    });
    assert.equal(customer.statusCode, 401);
  });
});
