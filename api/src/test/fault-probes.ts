// Probes of the faults that lose money or the shop, run against the real API and database: the
// database ending its connections during checkouts, a voucher's last uses raced by checkouts, and
// registrations while the mail server does not answer. The API suite runs them short
// (fault-probes.test.ts); `npm run probe:faults` runs them long and prints their figures.
import assert from 'node:assert/strict';
import type { CartUpdateReply } from '@shop/shared/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import {
  carts,
  customers,
  deskProtocols,
  orders,
  orderUnits,
  outboxMessages,
  products,
  staffMembers,
  units,
  vouchers,
} from '../db/schema';
import { drawnSignature } from '../db/seed/demo-signature';
import { giveUnit } from '../modules/desk-order';
import { createMailer } from '../modules/email';
import {
  applyOk,
  businessDay,
  type CartTestKit,
  finishCart,
  item,
  newCart,
  PERSON,
  readyCart,
} from './cart-test-kit';
import { staffSession } from './staff-session';
import { placeTestOrder } from './test-cart';
import { form } from './test-db';
import { giveUnits } from './units';

/** What a probe counts: requests sent, answers of 5xx but 503, 503s, and what went wrong. */
export interface ProbeFigures {
  requests: number;
  /** 5xx answers other than 503 (a 503 says "try again" and is an answer the shop may give). */
  serverErrors: number;
  unavailable: number;
  /** Orders answered as placed that the database does not hold, or accounts lost. */
  lost: number;
  /** Carts with more than one order, or orders with more than one confirmation. */
  doubled: number;
  /** Uses of a limited thing beyond its limit. */
  overLimit: number;
}

const none = (): ProbeFigures => ({
  requests: 0,
  serverErrors: 0,
  unavailable: 0,
  lost: 0,
  doubled: 0,
  overLimit: 0,
});

/** "N requests, N × 5xx, N lost, N doubled, N over a limit" (503s named apart). */
export function describeFigures(figures: ProbeFigures): string {
  return [
    `${figures.requests} requests`,
    `${figures.serverErrors} × 5xx (besides ${figures.unavailable} × 503 with Retry-After)`,
    `${figures.lost} lost`,
    `${figures.doubled} doubled`,
    `${figures.overLimit} over a limit`,
  ].join(', ');
}

function countAnswer(figures: ProbeFigures, status: number): void {
  figures.requests += 1;
  if (status === 503) figures.unavailable += 1;
  else if (status >= 500) figures.serverErrors += 1;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ready carts with e-mails of their own (each checkout is a customer of its own). */
async function readyCarts(kit: CartTestKit, label: string, n: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    codes.push(await readyCart(kit, { email: `${label}-${i}-${Date.now()}@example.cz` }));
  }
  return codes;
}

/** Each cart's orders, by cart code. */
async function ordersByCart(kit: CartTestKit, codes: string[]) {
  const rows = await kit.t.database.db
    .select({ code: carts.code, orderId: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(inArray(carts.code, codes));
  const byCart = new Map<string, Array<{ orderId: number; orderNumber: string }>>();
  for (const row of rows) byCart.set(row.code, [...(byCart.get(row.code) ?? []), row]);
  return byCart;
}

/** Asks until the API answers a database read again (at most `ms`). */
async function untilRecovered(kit: CartTestKit, ms = 15_000): Promise<void> {
  const giveUp = Date.now() + ms;
  for (;;) {
    const answer = await kit.t.app.inject('/api/categories');
    if (answer.statusCode === 200) return;
    assert.ok(Date.now() < giveUp, `the API did not recover: ${answer.statusCode}`);
    await pause(100);
  }
}

/**
 * Runs `work` while every connection of the kit's database is ended again and again
 * (pg_terminate_backend, as a failover or a restart does); asserts some were.
 */
async function withConnectionStorm<T>(
  kit: CartTestKit,
  serverUrl: string,
  work: () => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', () => {});
  await admin.connect();
  let ended = 0;
  let storming = true;
  const storm = (async () => {
    await pause(30);
    while (storming) {
      const result = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [kit.t.database.name],
      );
      ended += result.rowCount ?? 0;
      await pause(40);
    }
  })();
  try {
    return await work();
  } finally {
    storming = false;
    await storm;
    await admin.end();
    assert.ok(ended > 0, 'connections were ended during the work');
  }
}

/** Every connection is back in the pool (a client kept by a failed transaction shrinks it). */
async function assertPoolDrained(kit: CartTestKit): Promise<void> {
  const pool = (kit.t.database.db as unknown as { $client: pg.Pool }).$client;
  await pause(100);
  assert.equal(pool.totalCount - pool.idleCount, 0, 'every connection is back in the pool');
}

/**
 * `n` checkouts at once while every connection of the database is ended again and again
 * (pg_terminate_backend, as a failover or a restart does): each is answered 2xx or 503; then, once
 * the database answers, every cart is finished again. PostgreSQL only (`serverUrl` is the server's
 * URL; the kit's database is the one whose connections are ended).
 */
export async function checkoutsThroughConnectionLoss(
  kit: CartTestKit,
  serverUrl: string,
  n: number,
): Promise<ProbeFigures> {
  const figures = none();
  const codes = await readyCarts(kit, 'vypadek', n);
  const answers = await withConnectionStorm(kit, serverUrl, () =>
    Promise.all(
      codes.map(async (code) => {
        const { status, body } = await finishCart(kit, code);
        countAnswer(figures, status);
        return { code, status, body };
      }),
    ),
  );

  await untilRecovered(kit);
  // Every cart finished once more: a placed one answers its order, the others are placed now.
  const again = await Promise.all(
    codes.map(async (code) => {
      const { status, body } = await finishCart(kit, code);
      countAnswer(figures, status);
      return { code, status, body };
    }),
  );
  const byCart = await ordersByCart(kit, codes);
  for (const answer of [...answers, ...again]) {
    const placed = answer.status === 200 ? (answer.body as CartUpdateReply).cart.order : null;
    const stored = byCart.get(answer.code) ?? [];
    if (placed && !stored.some((order) => order.orderNumber === placed.orderNumber)) {
      figures.lost += 1;
    }
  }
  for (const answer of again) {
    if (answer.status !== 200 || !(answer.body as CartUpdateReply).cart.order) figures.lost += 1;
  }
  for (const stored of byCart.values()) if (stored.length > 1) figures.doubled += 1;
  const orderIds = [...byCart.values()].flat().map((order) => order.orderId);
  const confirmations = await kit.t.database.db
    .select({ orderId: outboxMessages.orderId, n: count() })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.orderId, orderIds), eq(outboxMessages.kind, 'order-placed')))
    .groupBy(outboxMessages.orderId);
  figures.doubled += confirmations.filter((row) => row.n > 1).length;
  figures.lost += orderIds.length - confirmations.length;
  // Nothing is answered any more: every connection is back in the pool (a client kept checked out
  // by a failed transaction would shrink the pool for good, until the instance hangs).
  await assertPoolDrained(kit);
  return figures;
}

/**
 * `n` checkouts at once, each with the same voucher of `uses` uses: exactly `uses` orders carry
 * it, the others are refused with voucher_invalid and place nothing.
 */
export async function voucherRace(
  kit: CartTestKit,
  n: number,
  uses: number,
): Promise<ProbeFigures> {
  const figures = none();
  const code = `ZAVOD${Date.now().toString(36).toUpperCase()}`;
  await kit.t.database.db
    .insert(vouchers)
    .values({ code, type: 'fixed', value: 100, usesLeft: uses });
  const codes = await readyCarts(kit, 'poukaz', n);
  for (const cartCode of codes)
    await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: code });
  const answers = await Promise.all(
    codes.map(async (cartCode) => {
      const { status, body } = await finishCart(kit, cartCode);
      countAnswer(figures, status);
      return { status, body };
    }),
  );
  const [used] = await kit.t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.voucherCode, code));
  const [left] = await kit.t.database.db
    .select({ usesLeft: vouchers.usesLeft })
    .from(vouchers)
    .where(eq(vouchers.code, code));
  figures.overLimit = Math.max(0, (used?.n ?? 0) - uses);
  const placed = answers.filter((answer) => answer.body.cart.order !== null).length;
  const refused = answers.filter((answer) => answer.body.errorKey === 'voucher_invalid').length;
  // Short of the limit, or a refusal for anything but the used-up voucher, is lost too.
  figures.lost = Math.max(0, uses - (used?.n ?? 0)) + (n - placed - refused);
  assert.equal(left?.usesLeft, Math.max(0, uses - (used?.n ?? 0)), 'the uses left add up');
  return figures;
}

/**
 * `n` checkouts at once of the one piece of a product, for the same days: exactly one order holds
 * it (ORDERED), the others wait for staff as conflicts (CREATED); each checkout makes one order.
 */
export async function lastUnitRace(kit: CartTestKit, n: number): Promise<ProbeFigures> {
  const figures = none();
  const suffix = Date.now().toString(36);
  const [product] = await kit.t.database.db
    .insert(products)
    .values({
      slug: `posledni-kus-${suffix}`,
      slugEn: `last-piece-${suffix}`,
      name: `Poslední kus ${suffix}`,
      nameEn: `Last piece ${suffix}`,
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  await giveUnits(kit.t.database.db, product.id, 1);
  const praha = await kit.branch('praha');
  const codes: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(product.id)] });
    await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { ...PERSON, email: `kus-${i}-${suffix}@example.cz` },
    });
    await applyOk(kit.t, cartCode, {
      kind: 'Date',
      from: `${businessDay(20)}T10:00`,
      to: `${businessDay(22)}T18:00`,
    });
    await applyOk(kit.t, cartCode, {
      kind: 'Shipping',
      pickup: { type: 'branch', branchId: praha },
      return: { type: 'branch', branchId: praha },
    });
    codes.push(cartCode);
  }
  const answers = await Promise.all(
    codes.map(async (cartCode) => {
      const { status, body } = await finishCart(kit, cartCode);
      countAnswer(figures, status);
      return body.cart.order?.status;
    }),
  );
  const ordered = answers.filter((status) => status === 'ORDERED').length;
  figures.overLimit = Math.max(0, ordered - 1);
  figures.lost = answers.filter((status) => status !== 'ORDERED' && status !== 'CREATED').length;
  const byCart = await ordersByCart(kit, codes);
  for (const stored of byCart.values()) if (stored.length > 1) figures.doubled += 1;
  if (ordered === 0) figures.lost += 1;
  return figures;
}

/**
 * `n` registrations while the mail server does not answer (the real SMTP transport at a closed
 * port): each is answered 503 and leaves no account; the same `n` once mail works go through.
 */
export async function registrationsWithoutMail(kit: CartTestKit, n: number): Promise<ProbeFigures> {
  const figures = none();
  const db = kit.t.database.db;
  const unreachable = buildApp({
    db,
    mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1' }, db),
  });
  await unreachable.ready();
  const emails = Array.from({ length: n }, (_, i) => `bez-posty-${i}-${Date.now()}@example.cz`);
  const register = (app: typeof unreachable, email: string, address: number) => {
    const request = form({
      firstname: 'Eva',
      lastname: 'Svobodová',
      email,
      password: 'kamera-2026',
      confirmPassword: 'kamera-2026',
    });
    return app.inject({
      method: 'POST',
      url: '/api/user-account/register',
      payload: request.payload,
      headers: request.headers,
      remoteAddress: `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
  };
  try {
    for (const [i, email] of emails.entries()) {
      const answer = await register(unreachable, email, i);
      countAnswer(figures, answer.statusCode);
      if (answer.statusCode !== 503) figures.lost += 1;
    }
  } finally {
    await unreachable.close();
  }
  const kept = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.email, emails));
  // An account kept without its mail blocks the same registration later (409): lost to its owner.
  figures.lost += kept.length;
  for (const [i, email] of emails.entries()) {
    const answer = await register(kit.t.app, email, n + i);
    countAnswer(figures, answer.statusCode);
    if (answer.statusCode !== 200) figures.lost += 1;
  }
  return figures;
}

/**
 * `n` handovers at the desk at once while every connection of the database is ended again and
 * again, then each tried again once it answers: a handover happens wholly or not at all (an order
 * LENT has exactly one handover protocol and every unit out; an order not LENT has none and no
 * unit out), and each order is handed over once. PostgreSQL only.
 */
// Long: the orders prepared, the storm, the retries and the check of every order.
export async function handoversThroughConnectionLoss(
  kit: CartTestKit,
  serverUrl: string,
  n: number,
): Promise<ProbeFigures> {
  const figures = none();
  const db = kit.t.database.db;
  const [product] = await db
    .insert(products)
    .values({
      slug: `vypadek-predani-${Date.now()}`,
      slugEn: `outage-handover-${Date.now()}`,
      name: 'Výpadek předání',
      nameEn: 'Outage handover',
      brand: 'Test',
      categoryId: 1,
      basePricePerDay: 100,
    })
    .returning({ id: products.id });
  assert.ok(product);
  const unitIds = await giveUnits(db, product.id, n);
  const email = `vypadek-pult-${Date.now()}@example.cz`;
  const cookie = `desk_session=${await staffSession(kit.t, email, 'desk')}`;
  const [worker] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  assert.ok(worker);
  const orderIds: number[] = [];
  for (const [index, unitId] of unitIds.entries()) {
    const day = businessDay(60 + index * 3);
    const { orderId } = await placeTestOrder(db, {
      lines: [{ productId: product.id, quantity: 1 }],
      from: `${day}T10:00`,
      to: `${day}T18:00`,
    });
    await giveUnit(db, worker, orderId, { unitId }, new Date());
    orderIds.push(orderId);
  }
  const handOver = async (orderId: number) => {
    const answer = await kit.t.app.inject({
      method: 'POST',
      url: `/api/desk/orders/${orderId}/handover`,
      headers: { cookie },
      payload: {
        takenBy: { kind: 'customer' },
        idDocument: { type: 'id-card', last4: '0001' },
        signature: drawnSignature(),
        notes: '',
        earlyReason: 'Výpadek',
      },
    });
    countAnswer(figures, answer.statusCode);
    return answer.statusCode;
  };
  const first = await withConnectionStorm(kit, serverUrl, () =>
    Promise.all(orderIds.map(handOver)),
  );
  await untilRecovered(kit);
  const again = await Promise.all(orderIds.map(handOver));
  for (const [index, orderId] of orderIds.entries()) {
    // Answered 200 in the storm: refused again (409). Answered 503: it may have been kept before
    // the answer failed (then refused again) or not (then handed over now).
    const again200 = again[index] === 200;
    if (first[index] === 200 ? again[index] !== 409 : !again200 && again[index] !== 409) {
      figures.lost += 1;
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const protocols = await db
      .select()
      .from(deskProtocols)
      .where(eq(deskProtocols.orderId, orderId));
    const given = await db.select().from(orderUnits).where(eq(orderUnits.orderId, orderId));
    const out = await db
      .select()
      .from(units)
      .where(
        and(
          inArray(
            units.id,
            given.map((row) => row.unitId),
          ),
          eq(units.state, 'out'),
        ),
      );
    if (order?.status !== 'LENT' || out.length !== given.length) figures.lost += 1;
    if (protocols.length > 1) figures.doubled += 1;
    if (protocols.length === 0) figures.lost += 1;
  }
  await assertPoolDrained(kit);
  return figures;
}
