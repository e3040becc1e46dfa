import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DeskTimelineResponse } from '@shop/shared/contract';
import { TIMELINE_DAYS } from '@shop/shared/contract';
import { addDays, fromPragueWallClock, toPragueDate } from '@shop/shared/rules/prague-time';
import { bundleItems, categories, products } from '../../db/schema';
import { deskWorker, throughTheDesk } from '../../db/seed/lifecycle-orders';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { giveUnits } from '../../test/units';
import { giveUnit } from '../desk-order';
import { INVALID_TIMELINE_DAY, NO_TIMELINE_PRODUCT, TIMELINE_NEEDS_WHAT } from './service';

let t: TestApp;
let desk: string;
let manager: string;
before(async () => {
  t = await createTestApp();
  desk = await staffSession(t, 'osa-pult@pujcovna.example.cz', 'desk');
  manager = await staffSession(t, 'osa-vedouci@pujcovna.example.cz', 'manager');
});
after(async () => {
  await t?.close();
});

async function timeline(query: string, token = desk) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/desk/timeline?${query}`,
    headers: { cookie: `desk_session=${token}` },
  });
  return response;
}

let count = 0;
async function product(categoryId: number, kind: 'product' | 'bundle' = 'product') {
  count += 1;
  const [row] = await t.database.db
    .insert(products)
    .values({
      slug: `test-osa-${count}`,
      slugEn: `test-timeline-${count}`,
      name: `Test osa ${count}`,
      nameEn: `Test timeline ${count}`,
      brand: 'Test',
      categoryId,
      basePricePerDay: 100,
      kind,
    })
    .returning({ id: products.id });
  assert.ok(row);
  return row.id;
}

const today = toPragueDate(new Date());
const day = (offset: number) => addDays(today, offset);

describe('the availability timeline', () => {
  it('shows each unit’s bookings and repair, and what the orders want against the stock', async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({
        groupId: 1,
        name: 'Test osa',
        nameEn: 'Test timeline',
        slug: 'test-osa',
        slugEn: 'test-timeline',
        ico: 'light',
      })
      .returning({ id: categories.id });
    assert.ok(category);
    const lens = await product(category.id);
    const [first, second, third] = await giveUnits(t.database.db, lens, 3);
    assert.ok(first && second && third);
    const kit = await product(category.id, 'bundle');
    await t.database.db.insert(bundleItems).values({ bundleId: kit, productId: lens, quantity: 1 });

    // Out two days ago, agreed back yesterday, still out: booked from then on, past the window.
    const late = await placeTestOrder(t.database.db, {
      lines: [{ productId: lens, quantity: 1 }],
      from: `${day(-2)}T10:00`,
      to: `${day(-1)}T10:00`,
    });
    await throughTheDesk(
      t.database.db,
      late.orderId,
      'LENT',
      fromPragueWallClock(`${day(-2)}T10:00`),
    );
    // Two pieces on days 3 to 4, one of them given a unit already.
    const two = await placeTestOrder(t.database.db, {
      lines: [{ productId: lens, quantity: 2 }],
      from: `${day(3)}T10:00`,
      to: `${day(5)}T00:00`,
    });
    const staff = await deskWorker(t.database.db);
    const free = [first, second, third];
    // The late order took the first free unit; give the next one to the two-piece order.
    const response0 = await timeline(`productId=${lens}`);
    const outUnit = (response0.json() as DeskTimelineResponse).products[0]?.units.find((unit) =>
      unit.spans.some((span) => span.orderId === late.orderId),
    );
    assert.ok(outUnit, 'the late order’s unit');
    const givenUnit = free.find((id) => id !== outUnit.id) ?? 0;
    await giveUnit(t.database.db, staff, two.orderId, { unitId: givenUnit }, new Date());
    // A kit on day 10 counts as its part.
    await placeTestOrder(t.database.db, {
      lines: [{ productId: kit, quantity: 1 }],
      from: `${day(10)}T09:00`,
      to: `${day(10)}T18:00`,
    });
    const repaired = free.find((id) => id !== outUnit.id && id !== givenUnit) ?? 0;
    const repair = await t.app.inject({
      method: 'POST',
      url: `/api/desk/units/${repaired}/repair`,
      headers: { cookie: `desk_session=${manager}` },
      payload: { reason: 'Zaseknutá clona', expectedBack: day(6) },
    });
    assert.equal(repair.statusCode, 200, repair.body);

    const response = await timeline(`productId=${lens}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    const answer = response.json() as DeskTimelineResponse;
    assert.equal(answer.days.length, TIMELINE_DAYS);
    assert.equal(answer.days[0], today, 'from today by default');
    const [row] = answer.products;
    assert.ok(row);
    assert.equal(row.stock, 2, 'the unit in repair is no stock');
    const spans = (id: number) => row.units.find((unit) => unit.id === id)?.spans;
    assert.deepEqual(spans(outUnit.id), [
      {
        kind: 'order',
        from: today,
        to: day(TIMELINE_DAYS - 1),
        orderId: late.orderId,
        orderNumber: late.orderNumber,
        customerName: 'Jana Nováková',
      },
    ]);
    assert.deepEqual(spans(givenUnit), [
      {
        kind: 'order',
        from: day(3),
        to: day(4),
        orderId: two.orderId,
        orderNumber: two.orderNumber,
        customerName: 'Jana Nováková',
      },
    ]);
    assert.deepEqual(spans(repaired), [
      {
        kind: 'repair',
        from: today,
        to: day(6),
        orderId: null,
        orderNumber: null,
        customerName: null,
      },
    ]);
    const at = (list: number[], offset: number) => list[offset];
    assert.deepEqual(
      [0, 3, 4, 5, 10].map((offset) => at(row.wanted, offset)),
      [1, 3, 3, 1, 2],
    );
    assert.deepEqual(
      [0, 3, 4, 5, 10].map((offset) => at(row.unassigned, offset)),
      [0, 1, 1, 0, 1],
    );

    // The category's page lists the lens (the kit has no units of its own).
    const byCategory = (
      await timeline(`categoryId=${category.id}&from=${day(3)}`)
    ).json() as DeskTimelineResponse;
    assert.deepEqual(
      byCategory.products.map((entry) => entry.productId),
      [lens],
    );
    assert.equal(byCategory.total, 1);
    assert.equal(byCategory.days[0], day(3));
    assert.equal(byCategory.products[0]?.wanted[0], 3);
    const pastTheEnd = (
      await timeline(`categoryId=${category.id}&page=2`)
    ).json() as DeskTimelineResponse;
    assert.deepEqual(pastTheEnd.products, []);
  });

  it('refuses what it cannot show, and is for staff only', async () => {
    const refused = async (query: string, status: number, message: string) => {
      const response = await timeline(query);
      assert.equal(response.statusCode, status, query);
      assert.equal(response.json().message, message, query);
    };
    await refused('', 400, TIMELINE_NEEDS_WHAT);
    await refused('productId=1&from=2026-02-30', 400, INVALID_TIMELINE_DAY);
    await refused('productId=999999', 404, NO_TIMELINE_PRODUCT);
    const noOne = await t.app.inject({ method: 'GET', url: '/api/desk/timeline?productId=1' });
    assert.equal(noOne.statusCode, 401);
  });
});
