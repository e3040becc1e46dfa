// Random lives of orders, checked after every step against the money documents' invariants
// (domain decisions: money documents), read from the raw rows and summed here, not by billing:
// placing (available or in conflict), adding, extending, cancelling items and orders, paying by card
// and by transfer (whole, part, more), staff's moves, confirming, returns at the desk (in parts,
// late, damaged, missing) with their late fees, managers' damage charges, invoicing and refunds.
// At the end,
// every document issued still answers exactly as when it was first read, and its digest is the
// SHA-256 of its content. MONEY_RUNS sets the number of orders (npm run test:money runs many).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { OrderUpdateRequest } from '@shop/shared/contract';
import { asc, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { documents, orderItems, orders, staffMembers } from '../../db/schema';
import { DEMO_STAFF } from '../../db/seed/checkout-data';
import { runStaffCommand } from '../../staff/staff-commands';
import { checkDigests, checkInvariants, money } from '../../test/money-invariants';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { moveOrder } from '../../test/staff-moves';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { chargeDamage, deskOrder, takeBack } from '../desk-order';
import { SANDBOX_CARD_SUCCESS } from '../payment';

const RUNS = Number(process.env.MONEY_RUNS ?? 10);
const SEED = process.env.MONEY_SEED ? Number(process.env.MONEY_SEED) : undefined;

type Step =
  | { kind: 'cancel-line'; pick: number }
  | { kind: 'add'; productId: number }
  | { kind: 'quantity'; pick: number; delta: 1 | -1 }
  | { kind: 'extend'; days: number }
  | { kind: 'cancel-order' }
  | { kind: 'card' }
  | { kind: 'transfer'; share: 'whole' | 'part' | 'more' }
  | { kind: 'staff'; to: 'next' | 'CANCELED' }
  | { kind: 'confirm' }
  | { kind: 'refund'; share: 'whole' | 'part' }
  | { kind: 'return'; late: boolean; condition: 'ok' | 'damaged' | 'missing' }
  | { kind: 'charge'; amount: number };

/** Staff move an order along: the next status of its life. */
const NEXT_STATUS: Partial<Record<string, 'LENT' | 'RETURNED' | 'INVOICED' | 'SENT'>> = {
  ORDERED: 'LENT',
  PAID: 'LENT',
  PART_PAID: 'LENT',
  LENT: 'RETURNED',
  RETURNED: 'INVOICED',
  INVOICED: 'SENT',
};

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel-line' as const), pick: fc.nat(5) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      productId: fc.constantFrom(3, 17, 21),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('quantity' as const),
      pick: fc.nat(5),
      delta: fc.constantFrom(1 as const, -1 as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('extend' as const),
      days: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel-order' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'card' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      share: fc.constantFrom('whole' as const, 'part' as const, 'more' as const),
    }),
  },
  { weight: 5, arbitrary: fc.constant({ kind: 'staff' as const, to: 'next' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'staff' as const, to: 'CANCELED' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'confirm' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      late: fc.boolean(),
      condition: fc.constantFrom('ok' as const, 'damaged' as const, 'missing' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      amount: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      share: fc.constantFrom('whole' as const, 'part' as const),
    }),
  },
);

let t: TestApp;
let passwordHash: string;
let runs = 0;
let steps = 0;
/** Documents issued over all the runs, by type, and the orders' last statuses. */
const issued = new Map<string, number>();
const ends = new Map<string, number>();
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
before(async () => {
  t = await createTestApp();
  passwordHash = await hash(TEST_PASSWORD);
});
after(async () => {
  console.log(`money invariants: ${runs} orders, ${steps} steps checked`);
  console.log(`documents issued: ${JSON.stringify(Object.fromEntries(issued))}`);
  console.log(`orders ended: ${JSON.stringify(Object.fromEntries(ends))}`);
  const charged = await db()
    .select({ charge: orderItems.charge })
    .from(orderItems)
    .where(isNotNull(orderItems.charge));
  console.log(`charges added: ${JSON.stringify(charged.map((row) => row.charge))}`);
  await t?.close();
});

interface Life {
  orderId: number;
  orderNumber: string;
  code: string;
  token: string;
  /** Each document's answer and ISDOC file when first read. */
  seen: Map<string, { json: string; isdoc: string }>;
}

const db = () => t.database.db;

async function orderRow(orderId: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
  assert.ok(row);
  return row;
}

/** Reads every document of the order; the first answer of each is kept to compare at the end. */
async function readDocuments(life: Life): Promise<void> {
  const rows = await db().select().from(documents).where(eq(documents.orderId, life.orderId));
  for (const row of rows) {
    const json = await t.app.inject(`/api/document/${row.type}/${row.code}`);
    assert.equal(json.statusCode, 200, json.body);
    const isdoc = await t.app.inject(`/api/document/${row.type}/${row.code}/isdoc`);
    assert.equal(isdoc.statusCode, 200, isdoc.body);
    if (!life.seen.has(row.code)) life.seen.set(row.code, { json: json.body, isdoc: isdoc.body });
  }
}

async function update(life: Life, body: Omit<OrderUpdateRequest, 'orderNumber'>) {
  await t.app.inject({
    method: 'POST',
    url: '/api/order/update',
    payload: { orderNumber: life.orderNumber, ...body },
    headers: { authorization: `Bearer ${life.token}` },
  });
}

async function activeLines(orderId: number) {
  const rows = await db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
  return rows.filter((row) => row.canceledAt === null && row.productId !== null);
}

async function staff(...argv: string[]): Promise<void> {
  try {
    await runStaffCommand(db(), argv);
  } catch {
    // A refusal (the order's state does not allow it) changes nothing: the invariants still hold.
  }
}

async function payByCard(life: Life): Promise<void> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/payment/create',
    ...form({ orderNumber: life.orderNumber, code: life.code, lang: 'cs' }),
  });
  if (created.statusCode !== 200) return;
  const { gatewayUrl, paymentId } = created.json() as { gatewayUrl: string; paymentId: string };
  const page = new URL(gatewayUrl);
  await t.app.inject({
    method: 'POST',
    url: `${page.pathname}${page.search}`,
    ...form({ cardNumber: SANDBOX_CARD_SUCCESS, expiry: '12/39', cvc: '123', action: 'pay' }),
  });
  await t.app.inject(`/api/payment/status/${paymentId}?code=${life.code}`);
}

async function apply(life: Life, next: Step): Promise<void> {
  const order = await orderRow(life.orderId);
  const lines = await activeLines(life.orderId);
  const owed = Math.max(
    0,
    (order.status === 'CANCELED' ? 0 : order.totalWithVat) - order.paidAmount,
  );
  switch (next.kind) {
    case 'cancel-line': {
      const line = lines[next.pick % Math.max(1, lines.length)];
      if (line) await update(life, { orderAction: 'cancelItems', items: [{ id: line.id }] });
      return;
    }
    case 'add':
      return update(life, {
        orderAction: 'addItems',
        items: [{ productId: next.productId, quantity: 1 }],
      });
    case 'quantity': {
      const line = lines.filter((row) => !row.isSale)[next.pick % Math.max(1, lines.length)];
      if (!line || line.quantity + next.delta < 1) return;
      return update(life, {
        orderAction: 'editRentalItems',
        items: [{ id: line.id, quantity: line.quantity + next.delta }],
      });
    }
    case 'extend': {
      const line = lines.find((row) => !row.isSale && row.rentalFrom && row.rentalTo);
      if (!line?.rentalFrom || !line.rentalTo) return;
      const from = line.rentalFrom.replace(' ', 'T').slice(0, 16);
      const to = line.rentalTo.replace(' ', 'T').slice(0, 16);
      const later = new Date(`${to.slice(0, 10)}T12:00:00Z`);
      later.setUTCDate(later.getUTCDate() + next.days);
      const dateTo = `${later.toISOString().slice(0, 10)}${to.slice(10)}`;
      return update(life, {
        orderAction: 'editGroupDate',
        groupId: `${from}/${to}`,
        dateFrom: from,
        dateTo,
      });
    }
    case 'cancel-order':
      return update(life, { orderAction: 'cancelOrder' });
    case 'card':
      return payByCard(life);
    case 'transfer': {
      const amount =
        next.share === 'whole' ? owed : next.share === 'part' ? Math.ceil(owed / 3) : owed + 500;
      if (amount > 0) await staff('payment', life.orderNumber, String(amount));
      return;
    }
    case 'staff': {
      const to = next.to === 'next' ? NEXT_STATUS[order.status] : next.to;
      // LENT and RETURNED through the desk; a refusal (the order's state, no free unit) changes
      // no money.
      if (to) await moveOrder(db(), life.orderNumber, to).catch(() => undefined);
      return;
    }
    case 'confirm':
      return staff('confirm', life.orderNumber);
    case 'return':
      return returnOne(life, order, next);
    case 'charge':
      // A manager's damage charge; refused (changing nothing) unless the order is out or back.
      await chargeDamage(
        db(),
        await deskWorker(),
        life.orderId,
        { charge: 'damage', amount: next.amount, reason: 'Poškození' },
        new Date(),
      ).catch(() => undefined);
      return;
    case 'refund': {
      const { docs } = await money(db(), life.orderId);
      const credit = docs.filter((row) => row.type === 'repair-invoice').pop();
      if (!credit) return;
      const amount =
        next.share === 'whole' ? [] : [String(Math.ceil(-(credit.totalWithVat ?? 0) / 2))];
      return staff('refund', credit.number, ...amount);
    }
  }
}

/** The demo's desk worker, for the desk's steps. */
async function deskWorker() {
  const [member] = await db()
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.email, DEMO_STAFF[0].email));
  assert.ok(member, 'the seed has a desk worker');
  return member;
}

/**
 * One unit of a lent order back at the desk, in a condition, on time or three hours after its
 * agreed return (then with its late fee). The last unit back makes the order RETURNED.
 */
async function returnOne(
  life: Life,
  order: { status: string; rentalTo: string | null },
  next: Extract<Step, { kind: 'return' }>,
): Promise<void> {
  if (order.status !== 'LENT') return;
  const staff = await deskWorker();
  const [piece] = (await deskOrder(db(), life.orderId, new Date())).pieces.filter(
    (candidate) => candidate.state === 'out',
  );
  if (!piece?.unit) return;
  const agreed = order.rentalTo?.replace(' ', 'T').slice(0, 16);
  // The wall clock read as UTC is at least an hour after the agreed return in Prague.
  const at =
    next.late && agreed ? new Date(Date.parse(`${agreed}:00Z`) + 2 * 3_600_000) : new Date();
  await takeBack(
    db(),
    staff,
    life.orderId,
    { units: [{ unitId: piece.unit.id, condition: next.condition, note: 'Poškrábané' }] },
    at,
  );
}

/** A new order of a signed-in customer, in its own week of 2034; in conflict if asked. */
async function placeOrder(conflict: boolean): Promise<Life> {
  runs += 1;
  const email = `zivot-${runs}-${Date.now()}@example.cz`;
  // Each order rents in its own week, so orders never take each other's pieces.
  const day = new Date(Date.UTC(2034, 0, 5 + (runs % 300) * 7));
  const date = day.toISOString().slice(0, 10);
  const placed = await placeTestOrder(db(), {
    lines: [
      { productId: 17, quantity: conflict ? 999 : 1 },
      { productId: 4, quantity: 1 },
    ],
    email,
    from: `${date}T10:00`,
    to: `${date}T18:00`,
    accountPasswordHash: passwordHash,
  });
  count(ends, `placed ${placed.status}`);
  return {
    orderId: placed.orderId,
    orderNumber: placed.orderNumber,
    code: placed.estimateCode,
    token: await signIn(t.app, email),
    seen: new Map(),
  };
}

/** Every document answers, and its ISDOC file reads, as when first read; its digest is its content's. */
async function checkFrozen(life: Life): Promise<void> {
  await checkDigests(db(), life.orderId);
  const rows = await db().select().from(documents).where(eq(documents.orderId, life.orderId));
  for (const row of rows) {
    count(issued, row.type);
    const first = life.seen.get(row.code);
    assert.ok(first);
    const now = await t.app.inject(`/api/document/${row.type}/${row.code}`);
    assert.equal(now.body, first.json, `${row.number} answers as when issued`);
    const isdoc = await t.app.inject(`/api/document/${row.type}/${row.code}/isdoc`);
    assert.equal(isdoc.body, first.isdoc, `${row.number}'s ISDOC file as when issued`);
  }
}

describe('the money of an order, whatever happens to it', () => {
  it('keeps every invariant after every step, and every document as issued', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 4, maxLength: 16 }),
        async (conflict, plan) => {
          const life = await placeOrder(conflict);
          await checkInvariants(db(), life.orderId, 'placed');
          await readDocuments(life);
          for (const [index, next] of plan.entries()) {
            await apply(life, next);
            await t.app.flushOutbox();
            steps += 1;
            await checkInvariants(db(), life.orderId, `step ${index + 1} ${JSON.stringify(next)}`);
            await readDocuments(life);
          }
          count(ends, (await orderRow(life.orderId)).status);
          await checkFrozen(life);
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
    );
    assert.ok(steps >= RUNS * 4);
  });
});
