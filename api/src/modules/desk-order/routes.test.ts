import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { DeskOrder, DeskProtocol } from '@shop/shared/contract';
import { toPragueWallClock } from '@shop/shared/rules/prague-time';
import canonicalize from 'canonicalize';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  bundleItems,
  documents,
  emails,
  orderItems,
  orders,
  orderUnits,
  products,
  unitRepairs,
  units,
} from '../../db/schema';
import { drawnSignature } from '../../db/seed/demo-signature';
import { OUTBOX_COMPOSERS } from '../../flows/outbox-composers';
import { runStaffCommand } from '../../staff/staff-commands';
import { staffSession } from '../../test/staff-session';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { giveUnits } from '../../test/units';
import { sendPendingMessages } from '../billing';
import { pdfText } from '../pdf';
import { DAMAGE_WITHOUT_NOTE, NOT_OUT } from './returns';
import {
  BAD_SIGNATURE,
  EARLY_WITHOUT_REASON,
  GIVEN_HERE,
  NO_WAITING_PIECE,
  PIECES_WAITING,
  UNKNOWN_LABEL,
} from './service';

let t: TestApp;
let desk: string;
let otherDesk: string;
let manager: string;
before(async () => {
  t = await createTestApp();
  manager = await staffSession(t, 'predani-vedouci@pujcovna.example.cz', 'manager');
  desk = await staffSession(t, 'predani-pult@pujcovna.example.cz', 'desk');
  otherDesk = await staffSession(t, 'predani-pult2@pujcovna.example.cz', 'desk');
});
after(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = desk) =>
  t.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: { cookie: `desk_session=${token}` },
    ...(payload ? { payload } : {}),
  });

const handoverBody = (over: object = {}) => ({
  takenBy: { kind: 'customer' },
  idDocument: { type: 'id-card', last4: '1234' },
  signature: drawnSignature(),
  notes: 'Bez škrábanců',
  ...over,
});

let productCount = 0;
async function productWithUnits(n: number, name = 'Objektiv') {
  productCount += 1;
  const [product] = await t.database.db
    .insert(products)
    .values({
      slug: `test-predani-${productCount}`,
      slugEn: `test-handover-${productCount}`,
      name: `${name} ${productCount}`,
      nameEn: `Lens ${productCount}`,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const unitIds = await giveUnits(t.database.db, product.id, n);
  for (const [index, id] of unitIds.entries()) {
    await t.database.db
      .update(units)
      .set({ serialNumber: `SN-${productCount}-${index}` })
      .where(eq(units.id, id));
  }
  return { productId: product.id, unitIds };
}

async function labelOf(unitId: number): Promise<string> {
  const [row] = await t.database.db.select().from(units).where(eq(units.id, unitId));
  assert.ok(row);
  return row.labelCode;
}

/** The label as a keyboard-wedge scanner types it on a Czech layout (the digit row). */
const czechTyped = (code: string) =>
  [...code].map((char) => '+ěščřžýáíé'['1234567890'.indexOf(char)] ?? char).join('');

const week = testWeek(30);
let weekOffset = 0;
/** An order of these lines, each order on its own days far ahead (none shares a period). */
async function orderOf(
  lines: Array<{ productId: number; quantity: number }>,
  when?: { from: string; to: string },
) {
  weekOffset += 2;
  const period = when ?? {
    from: `${week(weekOffset * 7)}T10:00`,
    to: `${week(weekOffset * 7 + 1)}T18:00`,
  };
  const placed = await placeTestOrder(t.database.db, { lines, ...period });
  assert.equal(placed.status, 'ORDERED');
  return placed.orderId;
}

async function deskOrder(orderId: number): Promise<DeskOrder> {
  const response = await call('GET', `/orders/${orderId}`);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { order: DeskOrder }).order;
}

async function give(orderId: number, body: object, token = desk) {
  return call('POST', `/orders/${orderId}/units`, body, token);
}

async function openRows(unitId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orderUnits)
    .where(and(eq(orderUnits.unitId, unitId), isNull(orderUnits.returnedAt)));
  return row?.n ?? 0;
}

async function statusOf(orderId: number) {
  const [row] = await t.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.status;
}

async function stateOf(unitId: number) {
  const [row] = await t.database.db
    .select({ state: units.state })
    .from(units)
    .where(eq(units.id, unitId));
  return row?.state;
}

describe('an order at the desk', () => {
  it('lists a set as its parts and offers the free units of each', async () => {
    const body = await productWithUnits(2, 'Tělo');
    const battery = await productWithUnits(3, 'Baterie');
    const [kit] = await t.database.db
      .insert(products)
      .values({
        slug: `test-sada-${body.productId}`,
        slugEn: `test-kit-${body.productId}`,
        name: 'Sada',
        nameEn: 'Kit',
        brand: 'Test',
        categoryId: 1,
        basePricePerDay: 300,
        kind: 'bundle',
      })
      .returning({ id: products.id });
    assert.ok(kit);
    await t.database.db.insert(bundleItems).values([
      { bundleId: kit.id, productId: body.productId, quantity: 1, position: 0 },
      { bundleId: kit.id, productId: battery.productId, quantity: 2, position: 1 },
    ]);
    const orderId = await orderOf([{ productId: kit.id, quantity: 1 }]);
    const order = await deskOrder(orderId);
    assert.deepEqual(
      order.pieces.map((piece) => [piece.productId, piece.setName, piece.state]),
      [
        [body.productId, 'Sada', 'waiting'],
        [battery.productId, 'Sada', 'waiting'],
        [battery.productId, 'Sada', 'waiting'],
      ],
    );
    const free = new Map(order.freeUnits.map((entry) => [entry.productId, entry.units.length]));
    assert.equal(free.get(body.productId), 2);
    assert.equal(free.get(battery.productId), 3);
    assert.equal(order.handoverReady, false);
    assert.equal(order.earlyHandover, true);
  });

  it('gives a unit by its label as a scanner types it on a Czech keyboard, once', async () => {
    const { productId, unitIds } = await productWithUnits(2);
    const orderId = await orderOf([{ productId, quantity: 1 }]);
    const [first, second] = unitIds as [number, number];
    const typed = czechTyped(await labelOf(first));
    assert.notEqual(typed, await labelOf(first));
    const given = await give(orderId, { labelCode: typed });
    assert.equal(given.statusCode, 200, given.body);
    const order = (given.json() as { order: DeskOrder }).order;
    assert.equal(order.pieces[0]?.unit?.id, first);
    assert.equal(order.pieces[0]?.state, 'assigned');
    assert.equal(order.handoverReady, true);
    const again = await give(orderId, { unitId: first });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, GIVEN_HERE);
    const more = await give(orderId, { unitId: second });
    assert.equal(more.statusCode, 409);
    assert.equal(more.json().message, NO_WAITING_PIECE);
  });

  it('refuses an unknown label, a unit of another product and a unit in repair, changing nothing', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const other = await productWithUnits(1);
    const orderId = await orderOf([{ productId, quantity: 1 }]);
    const unknown = await give(orderId, { labelCode: 'U999999' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, UNKNOWN_LABEL);
    const nonsense = await give(orderId, { labelCode: '%%%' });
    assert.equal(nonsense.statusCode, 404);
    const foreign = await give(orderId, { unitId: other.unitIds[0] });
    assert.equal(foreign.statusCode, 409);
    assert.equal(foreign.json().message, NO_WAITING_PIECE);
    await t.database.db
      .update(units)
      .set({ state: 'in_repair' })
      .where(eq(units.id, unitIds[0] ?? 0));
    const repaired = await give(orderId, { unitId: unitIds[0] });
    assert.equal(repaired.statusCode, 409);
    assert.equal(repaired.json().message, 'This unit is in repair.');
    assert.equal((await deskOrder(orderId)).pieces[0]?.unit, null);
  });

  it('takes a unit off before the handover, and gives it to another order then', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const [unit] = unitIds as [number];
    const a = await orderOf([{ productId, quantity: 1 }]);
    const b = await orderOf([{ productId, quantity: 1 }]);
    assert.equal((await give(a, { unitId: unit })).statusCode, 200);
    const held = await give(b, { unitId: unit });
    assert.equal(held.statusCode, 409);
    assert.match(held.json().message, /given to order \d{8}/);
    assert.equal((await call('DELETE', `/orders/${a}/units/${unit}`)).statusCode, 200);
    assert.equal((await call('DELETE', `/orders/${a}/units/${unit}`)).statusCode, 409);
    assert.equal((await give(b, { unitId: unit })).statusCode, 200);
  });

  it('gives a unit to one order when twenty desks scan it for twenty orders at once', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const [unit] = unitIds as [number];
    const label = await labelOf(unit);
    const orderIds: number[] = [];
    for (let i = 0; i < 20; i += 1) orderIds.push(await orderOf([{ productId, quantity: 1 }]));
    const race = await Promise.all(
      orderIds.map((orderId, i) => give(orderId, { labelCode: label }, i % 2 ? desk : otherDesk)),
    );
    const statuses = race.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array(19).fill(409)]);
    for (const refused of race.filter((response) => response.statusCode === 409)) {
      assert.match(refused.json().message, /given to order \d{8}/);
    }
    assert.equal(await openRows(unit), 1);
  });

  it('fills the last piece once when twenty desks scan twenty units for it at once', async () => {
    const { productId, unitIds } = await productWithUnits(20);
    const orderId = await orderOf([{ productId, quantity: 1 }]);
    const race = await Promise.all(unitIds.map((unitId) => give(orderId, { unitId })));
    const statuses = race.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [200, ...Array(19).fill(409)]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orderUnits)
      .where(eq(orderUnits.orderId, orderId));
    assert.equal(row?.n, 1);
  });
});

describe('the handover', () => {
  it('refuses while a piece waits, early without a reason, and a signature that is no image', async () => {
    const { productId, unitIds } = await productWithUnits(2);
    const orderId = await orderOf([{ productId, quantity: 2 }]);
    await give(orderId, { unitId: unitIds[0] });
    const waiting = await call(
      'POST',
      `/orders/${orderId}/handover`,
      handoverBody({ earlyReason: 'Natáčení dříve' }),
    );
    assert.equal(waiting.statusCode, 409);
    assert.equal(waiting.json().message, PIECES_WAITING);
    await give(orderId, { unitId: unitIds[1] });
    const early = await call('POST', `/orders/${orderId}/handover`, handoverBody());
    assert.equal(early.statusCode, 400);
    assert.equal(early.json().message, EARLY_WITHOUT_REASON);
    const notPng = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    const scribble = await call(
      'POST',
      `/orders/${orderId}/handover`,
      handoverBody({ signature: notPng, earlyReason: 'Natáčení dříve' }),
    );
    assert.equal(scribble.statusCode, 400);
    assert.equal(scribble.json().message, BAD_SIGNATURE);
    const whole = await call(
      'POST',
      `/orders/${orderId}/handover`,
      handoverBody({ idDocument: { type: 'passport', last4: '123456789' } }),
    );
    assert.equal(whole.statusCode, 400, 'never the whole number of the ID');
    assert.equal(await statusOf(orderId), 'ORDERED');
    assert.equal(await stateOf(unitIds[0] ?? 0), 'available');
  });

  it('hands over on the pickup day: units out, order LENT, the protocol frozen and e-mailed', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const today = new Date();
    const day = today.toISOString().slice(0, 10);
    const orderId = await orderOf([{ productId, quantity: 1 }], {
      from: `${day}T00:00`,
      to: `${day}T23:59`,
    });
    await give(orderId, { unitId: unitIds[0] });
    const response = await call(
      'POST',
      `/orders/${orderId}/handover`,
      handoverBody({ takenBy: { kind: 'authorised', name: ' Jana Nováková ' } }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const { protocol: link, order } = response.json() as {
      protocol: { code: string; number: string };
      order: DeskOrder;
    };
    assert.equal(order.status, 'LENT');
    assert.equal(order.pieces[0]?.state, 'out');
    assert.equal(await stateOf(unitIds[0] ?? 0), 'out');
    assert.match(link.number, /^PP\d{8}$/);

    const page = await t.app.inject({ method: 'GET', url: `/api/protocols/${link.code}` });
    assert.equal(page.statusCode, 200, page.body);
    const protocol = (page.json() as { protocol: DeskProtocol }).protocol;
    assert.equal(protocol.takenBy, 'Jana Nováková');
    assert.deepEqual(protocol.idDocument, { type: 'id-card', last4: '1234' });
    assert.equal(protocol.units[0]?.serialNumber, `SN-${productCount}-0`);
    const { code, digest, ...content } = protocol;
    assert.equal(
      digest,
      createHash('sha256')
        .update(canonicalize(content) ?? '')
        .digest('hex'),
    );

    const pdf = await pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/protocols/${code}/pdf?lang=en` })).rawPayload,
    );
    assert.match(pdf.text, /Handover protocol/);
    assert.match(pdf.text, new RegExp(`SN-${productCount}-0`));
    assert.match(pdf.text, /Jana Nov/);

    // The test's orders were placed without sending their messages: send what the outbox holds.
    await sendPendingMessages(t.database.db, t.app.mailer, t.app.publicOrigin, {
      limit: 500,
      composers: OUTBOX_COMPOSERS,
    });
    const sent = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.subject, `Předávací protokol ${link.number}`));
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.attachments?.[0]?.filename, `${link.number}.pdf`);

    const twice = await call('POST', `/orders/${orderId}/handover`, handoverBody());
    assert.equal(twice.statusCode, 409, 'an order goes out once');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/protocols/${'0'.repeat(32)}` });
    assert.equal(unknown.statusCode, 404);
  });
});

describe('the return', () => {
  async function lentOrder(n: number) {
    const { productId, unitIds } = await productWithUnits(n);
    const orderId = await orderOf([{ productId, quantity: n }]);
    for (const unitId of unitIds) await give(orderId, { unitId });
    const response = await call(
      'POST',
      `/orders/${orderId}/handover`,
      handoverBody({ earlyReason: 'Natáčení dříve' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    return { orderId, productId, unitIds };
  }

  it('takes units back in parts: LENT while one is out, RETURNED with the last; damage goes to repair', async () => {
    const { orderId, unitIds } = await lentOrder(2);
    const [first, second] = unitIds as [number, number];
    const part = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: first, condition: 'ok', note: '' }],
    });
    assert.equal(part.statusCode, 200, part.body);
    assert.equal(await statusOf(orderId), 'LENT');
    assert.equal(await stateOf(first), 'available');
    const noWord = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: second, condition: 'damaged', note: ' ' }],
    });
    assert.equal(noWord.statusCode, 400);
    assert.equal(noWord.json().message, DAMAGE_WITHOUT_NOTE);
    const notOut = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: first, condition: 'ok', note: '' }],
    });
    assert.equal(notOut.statusCode, 409, 'a unit back already is not out');
    const last = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: second, condition: 'damaged', note: 'Prasklá přední čočka' }],
    });
    assert.equal(last.statusCode, 200, last.body);
    assert.equal(await statusOf(orderId), 'RETURNED');
    assert.equal(await stateOf(second), 'in_repair');
    const [repair] = await t.database.db
      .select()
      .from(unitRepairs)
      .where(eq(unitRepairs.unitId, second));
    assert.equal(repair?.reason, 'Prasklá přední čočka');
    const { protocol } = last.json() as { protocol: { code: string; number: string } };
    assert.match(protocol.number, /^VP\d{8}-2$/);
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/protocols/${protocol.code}` })
    ).json() as { protocol: DeskProtocol };
    assert.equal(page.protocol.stillOut, 0);
    assert.equal(page.protocol.units[0]?.condition, 'damaged');
    const after = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: second, condition: 'ok', note: '' }],
    });
    assert.equal(after.statusCode, 409);
    assert.equal(after.json().message, NOT_OUT);
  });

  it('retires a missing unit', async () => {
    const { orderId, unitIds } = await lentOrder(1);
    const response = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: unitIds[0], condition: 'missing', note: '' }],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await stateOf(unitIds[0] ?? 0), 'retired');
  });

  it('takes a unit back once when twenty desks return it at once', async () => {
    const { orderId, unitIds } = await lentOrder(1);
    const body = { units: [{ unitId: unitIds[0], condition: 'ok', note: '' }] };
    const race = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/orders/${orderId}/returns`, body)),
    );
    assert.deepEqual(race.map((response) => response.statusCode).sort(), [
      200,
      ...Array(19).fill(409),
    ]);
  });
});

describe('late returns and charges', () => {
  /** Wall-clock 'YYYY-MM-DDTHH:mm' in Prague, `hours` from now. */
  const pragueIn = (hours: number) => toPragueWallClock(new Date(Date.now() + hours * 3_600_000));

  it('charges a return two hours late its line’s day price for a late day, on the invoice', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const orderId = await orderOf([{ productId, quantity: 1 }], {
      from: pragueIn(-30),
      to: pragueIn(-2),
    });
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    assert.ok(line);
    await give(orderId, { unitId: unitIds[0] });
    assert.equal(
      (await call('POST', `/orders/${orderId}/handover`, handoverBody())).statusCode,
      200,
    );
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const back = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: unitIds[0], condition: 'ok', note: '' }],
    });
    assert.equal(back.statusCode, 200, back.body);
    const charges = (back.json() as { order: DeskOrder }).order.charges;
    assert.equal(charges.length, 1);
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const fee = lines.find((row) => row.charge === 'late');
    // One late shooting day of one piece at the line's day price.
    assert.equal(fee?.total, line.unitPrice);
    assert.match(fee?.name ?? '', /^Pozdní vrácení: /);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.equal(after?.price, (before?.price ?? 0) + line.unitPrice);
    assert.equal(after?.status, 'RETURNED');
    await runStaffCommand(t.database.db, ['status', after?.orderNumber ?? '', 'INVOICED']);
    const [invoice] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.type, 'invoice')));
    assert.match(JSON.stringify(invoice?.content), /Pozdní vrácení/);
    assert.equal(invoice?.totalWithVat, after?.totalWithVat);
  });

  it('charges nothing for a return within the grace', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const orderId = await orderOf([{ productId, quantity: 1 }], {
      from: pragueIn(-30),
      to: pragueIn(-0.5),
    });
    await give(orderId, { unitId: unitIds[0] });
    await call('POST', `/orders/${orderId}/handover`, handoverBody());
    const back = await call('POST', `/orders/${orderId}/returns`, {
      units: [{ unitId: unitIds[0], condition: 'ok', note: '' }],
    });
    assert.deepEqual((back.json() as { order: DeskOrder }).order.charges, []);
  });

  it('lets a manager, not a desk worker, charge a damage at the amount entered', async () => {
    const { productId, unitIds } = await productWithUnits(1);
    const orderId = await orderOf([{ productId, quantity: 1 }]);
    await give(orderId, { unitId: unitIds[0] });
    await call('POST', `/orders/${orderId}/handover`, handoverBody({ earlyReason: 'Dříve' }));
    const body = { charge: 'damage', amount: 1210, reason: 'Prasklý filtr' };
    assert.equal((await call('POST', `/orders/${orderId}/charges`, body)).statusCode, 403);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const charged = await call('POST', `/orders/${orderId}/charges`, body, manager);
    assert.equal(charged.statusCode, 200, charged.body);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    assert.equal((after?.totalWithVat ?? 0) - (before?.totalWithVat ?? 0), 1210);
    const blank = await call(
      'POST',
      `/orders/${orderId}/charges`,
      { ...body, reason: '  ' },
      manager,
    );
    assert.equal(blank.statusCode, 400);
    const waiting = await orderOf([{ productId, quantity: 1 }]);
    const early = await call('POST', `/orders/${waiting}/charges`, body, manager);
    assert.equal(early.statusCode, 409, 'an order not out takes no charge');
  });
});
