import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DESK_UNITS_PER_PAGE } from '@shop/shared/contract';
import { count, eq } from 'drizzle-orm';
import { orders, products, staffAudit, units } from '../../db/schema';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { giveUnits } from '../../test/units';
import { pdfText } from '../pdf';
import { LABEL_TAKEN, SERIES_CODE, UNKNOWN_LABEL } from './service';

let t: TestApp;
let manager: string;
let desk: string;
before(async () => {
  t = await createTestApp();
  manager = await staffSession(t, 'jednotky-vedouci@pujcovna.example.cz', 'manager');
  desk = await staffSession(t, 'jednotky-pult@pujcovna.example.cz', 'desk');
});
after(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token: string = manager,
) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: { cookie: `desk_session=${token}` },
    ...(payload ? { payload } : {}),
  });

let productCount = 0;
/** A rentable product of its own with `n` units: its id and the units' ids. */
async function productWithUnits(n: number) {
  productCount += 1;
  const [product] = await t.database.db
    .insert(products)
    .values({
      slug: `test-jednotky-${productCount}`,
      slugEn: `test-units-${productCount}`,
      name: `Test jednotky ${productCount}`,
      nameEn: `Test units ${productCount}`,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  return { productId: product.id, unitIds: await giveUnits(t.database.db, product.id, n) };
}

const day = testWeek(20);
const period = { from: `${day(0)}T10:00`, to: `${day(1)}T18:00` };

async function availability(productId: number, dates = period) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/product/${productId}/availability?from=${dates.from}&to=${dates.to}`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { stock: number; available: number };
}

async function unitOf(id: number) {
  const [row] = await t.database.db.select().from(units).where(eq(units.id, id));
  assert.ok(row);
  return row;
}

describe('units', () => {
  it('adds a unit with the next label code; the product has one more piece to book', async () => {
    const { productId } = await productWithUnits(1);
    assert.equal((await availability(productId)).available, 1);
    const added = await call('POST', '/units', {
      productId,
      serialNumber: ' 4031234 ',
      homeBranchId: 2,
    });
    assert.equal(added.statusCode, 200, added.body);
    const { unit } = added.json();
    assert.match(unit.labelCode, /^U\d{6,}$/);
    assert.equal(unit.serialNumber, '4031234');
    assert.equal(unit.state, 'available');
    assert.equal(unit.homeBranchId, 2);
    assert.deepEqual(await availability(productId), {
      productId,
      success: true,
      stock: 2,
      available: 2,
    });
    const second = await call('POST', '/units', { productId, serialNumber: '', homeBranchId: 1 });
    assert.notEqual(second.json().unit.labelCode, unit.labelCode);
  });

  it('refuses a unit of a set, of goods only sold, of no product or at no branch', async () => {
    const [kit] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.kind, 'bundle'))
      .limit(1);
    const [sold] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isForRent, false))
      .limit(1);
    assert.ok(kit && sold);
    for (const productId of [kit.id, sold.id]) {
      const refused = await call('POST', '/units', {
        productId,
        serialNumber: '',
        homeBranchId: 1,
      });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().field.name, 'productId');
    }
    const { productId } = await productWithUnits(0);
    const noBranch = await call('POST', '/units', {
      productId,
      serialNumber: '',
      homeBranchId: 999,
    });
    assert.equal(noBranch.statusCode, 400);
    assert.equal(noBranch.json().field.name, 'homeBranchId');
    const noProduct = await call('POST', '/units', {
      productId: 999_999,
      serialNumber: '',
      homeBranchId: 1,
    });
    assert.equal(noProduct.statusCode, 404);
  });

  it('finds a unit by its label as a scanner types it on a Czech keyboard, and no other', async () => {
    const { unitIds } = await productWithUnits(1);
    const unit = await unitOf(unitIds[0] ?? 0);
    const czech = unit.labelCode.replace(/\d/g, (digit) => 'é+ěščřžýáí'[Number(digit)] ?? digit);
    const found = await call(
      'GET',
      `/units/by-label/${encodeURIComponent(czech.toLowerCase())}`,
      undefined,
      desk,
    );
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().unit.id, unit.id);
    for (const code of ['U999999999', 'SN-1234', '%3Cb%3E']) {
      const unknown = await call('GET', `/units/by-label/${code}`, undefined, desk);
      assert.equal(unknown.statusCode, 404, code);
      assert.equal(unknown.json().message, UNKNOWN_LABEL);
    }
  });

  it('takes a unit out of the stock for its repair at once, and back when it ends', async () => {
    const { productId, unitIds } = await productWithUnits(2);
    const [first = 0] = unitIds;
    const started = await call('POST', `/units/${first}/repair`, {
      reason: 'Poškrábaná přední čočka',
      expectedBack: day(3),
      cost: 1200,
    });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json().unit.state, 'in_repair');
    assert.deepEqual(started.json().unit.repair.expectedBack, day(3));
    assert.equal((await availability(productId)).available, 1);
    const product = await t.app.inject({ method: 'GET', url: `/api/product/${productId}` });
    assert.equal(product.json().product.usualStockCount, 1, product.body);

    const twice = await call('POST', `/units/${first}/repair`, { reason: 'Znovu' });
    const noDate = await call('POST', `/units/${unitIds[1]}/repair`, {
      reason: 'Vada',
      expectedBack: '2027-02-30',
    });
    assert.equal(noDate.statusCode, 400);
    assert.equal(noDate.json().field.name, 'expectedBack');
    assert.equal((await unitOf(unitIds[1] ?? 0)).state, 'available');
    const blank = await call('POST', `/units/${unitIds[1]}/repair`, { reason: '   ' });
    assert.equal(blank.statusCode, 400, 'a reason of spaces says nothing');
    const nothing = await call('PATCH', `/units/${first}`, { a: 1 });
    assert.equal(nothing.statusCode, 400);
    assert.equal(twice.statusCode, 409);
    const ended = await call('POST', `/units/${first}/repair/end`, { cost: 1450 });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().unit.state, 'available');
    assert.equal(ended.json().unit.repair, null);
    assert.equal((await availability(productId)).available, 2);
    assert.equal((await call('POST', `/units/${first}/repair/end`, {})).statusCode, 409);
  });

  it('lets a repair leave a booking short: nothing is free, never a negative count', async () => {
    const { productId, unitIds } = await productWithUnits(2);
    const booked = await placeTestOrder(t.database.db, {
      lines: [{ productId, quantity: 2 }],
      ...period,
    });
    assert.equal(booked.status, 'ORDERED');
    assert.equal(
      (await call('POST', `/units/${unitIds[0]}/repair`, { reason: 'Pád' })).statusCode,
      200,
    );
    assert.deepEqual(await availability(productId), {
      productId,
      success: true,
      stock: 1,
      available: 0,
    });
  });

  it('retires a unit at a branch or in repair, never one with a customer', async () => {
    const { productId, unitIds } = await productWithUnits(3);
    const [atBranch = 0, inRepair = 0, out = 0] = unitIds;
    await call('POST', `/units/${inRepair}/repair`, { reason: 'Vada' });
    await t.database.db.update(units).set({ state: 'out' }).where(eq(units.id, out));
    for (const id of [atBranch, inRepair]) {
      const retired = await call('POST', `/units/${id}/retire`, { reason: 'Vyřazeno' });
      assert.equal(retired.statusCode, 200, retired.body);
      assert.equal(retired.json().unit.state, 'retired');
      assert.equal(retired.json().unit.repair, null);
    }
    const refused = await call('POST', `/units/${out}/retire`, { reason: 'Ztráta' });
    assert.equal(refused.statusCode, 409);
    assert.equal((await unitOf(out)).state, 'out');
    assert.equal((await availability(productId)).stock, 1);
    assert.equal(
      (await call('POST', `/units/${atBranch}/retire`, { reason: 'x' })).statusCode,
      409,
    );
    assert.equal((await call('POST', '/units/999999/retire', { reason: 'x' })).statusCode, 404);
  });

  it('edits a unit; a label code another unit has is refused, and of two racing one wins', async () => {
    const { unitIds } = await productWithUnits(3);
    const [a = 0, b = 0, c = 0] = unitIds;
    const edited = await call('PATCH', `/units/${a}`, {
      serialNumber: 'SN 77',
      notes: 'Nový kryt',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().unit.serialNumber, 'SN 77');
    assert.equal(edited.json().unit.notes, 'Nový kryt');
    const sticker = `KAM${productCount}A`;
    assert.equal((await call('PATCH', `/units/${a}`, { labelCode: sticker })).statusCode, 200);
    const taken = await call('PATCH', `/units/${b}`, { labelCode: sticker });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, LABEL_TAKEN);
    // The shop's own series is the sequence's alone: a unit added later never meets its code.
    const series = await call('PATCH', `/units/${b}`, { labelCode: 'U999990' });
    assert.equal(series.statusCode, 400);
    assert.equal(series.json().message, SERIES_CODE);
    const kept = await call('PATCH', `/units/${c}`, { labelCode: (await unitOf(c)).labelCode });
    assert.equal(kept.statusCode, 200, 'its own code again');
    const bad = await call('PATCH', `/units/${b}`, { labelCode: 'U-12' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field.name, 'labelCode');

    const code = `UX${productCount}${Date.now() % 100_000}`;
    const contenders = [b, c, ...(await productWithUnits(18)).unitIds];
    const race = await Promise.all(
      contenders.map((id) => call('PATCH', `/units/${id}`, { labelCode: code.toLowerCase() })),
    );
    const statuses = race.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, String(statuses));
    assert.equal(statuses.filter((status) => status === 409).length, contenders.length - 1);
    const holders = await t.database.db.select().from(units).where(eq(units.labelCode, code));
    assert.equal(holders.length, 1);
  });

  it('starts one repair of a unit when twenty managers race', async () => {
    const { unitIds } = await productWithUnits(1);
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call('POST', `/units/${unitIds[0]}/repair`, { reason: `Vada ${n + 1}` }),
      ),
    );
    const statuses = race.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, String(statuses));
    assert.equal(statuses.filter((status) => status === 409).length, 19);
  });

  it('lists a product’s units a page at a time', async () => {
    const { productId } = await productWithUnits(DESK_UNITS_PER_PAGE + 2);
    const first = await call('GET', `/units?productId=${productId}`, undefined, desk);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().total, DESK_UNITS_PER_PAGE + 2);
    assert.equal(first.json().units.length, DESK_UNITS_PER_PAGE);
    const second = await call('GET', `/units?productId=${productId}&page=2`, undefined, desk);
    assert.equal(second.json().units.length, 2);
    const labels = [...first.json().units, ...second.json().units].map(
      (unit: { labelCode: string }) => unit.labelCode,
    );
    assert.equal(new Set(labels).size, DESK_UNITS_PER_PAGE + 2);
  });

  it('keeps a unit still out after its agreed return holding its product now', async () => {
    const { productId } = await productWithUnits(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const lent = await placeTestOrder(t.database.db, {
      lines: [{ productId, quantity: 1 }],
      from: `${yesterday}T08:00`,
      to: `${yesterday}T09:00`,
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // From after the agreed return until tomorrow: the late piece is still out now.
    const next = { from: `${yesterday}T10:00`, to: `${tomorrow}T18:00` };
    assert.equal(
      (await availability(productId, next)).available,
      1,
      'placed, not lent: it is back',
    );
    await t.database.db.update(orders).set({ status: 'LENT' }).where(eq(orders.id, lent.orderId));
    assert.equal((await availability(productId, next)).available, 0, 'lent and late: still out');
  });
});

describe('the label sheet', () => {
  it('prints a product’s labels 24 an A4 page, each code with its serial number', async () => {
    const { productId, unitIds } = await productWithUnits(26);
    await call('PATCH', `/units/${unitIds[0]}`, { serialNumber: 'ŠČ-4031234' });
    await call('POST', `/units/${unitIds[1]}/retire`, { reason: 'Vyřazeno' });
    const response = await call(
      'GET',
      `/units/labels.pdf?productId=${productId}&locale=en`,
      undefined,
      desk,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['cache-control'], 'no-store');
    const pdf = await pdfText(response.rawPayload);
    assert.equal(pdf.title, 'Unit labels');
    assert.deepEqual(
      pdf.pages.map((page) => page.match(/U\d{6,}/g)?.length),
      [24, 1],
      'the 25 units in stock, the retired one left out',
    );
    const first = await unitOf(unitIds[0] ?? 0);
    const retired = await unitOf(unitIds[1] ?? 0);
    assert.ok(pdf.text.includes(first.labelCode));
    assert.ok(pdf.text.includes('S/N ŠČ-4031234'));
    assert.ok(pdf.text.includes(`Test units ${productCount}`), 'the product in English');
    assert.ok(!pdf.text.includes(retired.labelCode));

    const chosen = await call(
      'GET',
      `/units/labels.pdf?ids=${retired.id},${first.id}`,
      undefined,
      desk,
    );
    const both = await pdfText(chosen.rawPayload);
    assert.deepEqual(
      both.text.match(/U\d{6,}/g)?.sort(),
      [first.labelCode, retired.labelCode].sort(),
    );
    assert.equal((await call('GET', '/units/labels.pdf', undefined, desk)).statusCode, 400);
    assert.equal(
      (await call('GET', '/units/labels.pdf?ids=999999', undefined, desk)).statusCode,
      404,
    );
  });
});

describe('the audit log', () => {
  it('keeps each write of staff with who, what, before and after, newest first', async () => {
    const { unitIds } = await productWithUnits(1);
    const id = unitIds[0] ?? 0;
    await call('PATCH', `/units/${id}`, { notes: 'Před' });
    await call('PATCH', `/units/${id}`, { notes: 'Po' });
    const log = await call('GET', '/audit');
    assert.equal(log.statusCode, 200, log.body);
    const [latest, earlier] = log.json().writes;
    assert.equal(latest.action, 'unit.edit');
    assert.equal(latest.subject, `unit:${id}`);
    assert.equal(latest.staffName, 'Test manager');
    assert.equal(latest.before.notes, 'Před');
    assert.equal(latest.after.notes, 'Po');
    assert.equal(earlier.after.notes, 'Před');
    const [all] = await t.database.db.select({ n: count() }).from(staffAudit);
    assert.equal(log.json().total, all?.n);
    assert.equal((await call('GET', '/audit', undefined, desk)).statusCode, 403);
  });
});
