import {
  addDays,
  fromPragueWallClock,
  toPragueDate,
  toPragueWallClock,
} from '@shop/shared/rules/prague-time';
import { shootingDays } from '@shop/shared/rules/shooting-days';
import { eq, sql } from 'drizzle-orm';
import { randomCode } from '../../lib/random-code';
import {
  orderChanged,
  orderInvoiced,
  orderPlaced,
  recordTransfer,
  setSeededDocumentCode,
} from '../../modules/billing';
import { vatOf } from '../../modules/currency';
import { type DeskWorker, deskOrder, giveUnit, handOver, takeBack } from '../../modules/desk-order';
import { setSeededProtocolCode } from '../../modules/desk-protocol';
import { nextOrderNumber, twoDigitYear } from '../../modules/order';
import type { Database } from '../client';
import { customers, orderItems, orders, products, staffMembers } from '../schema';
import { DEMO_STAFF } from './checkout-data';
import { drawnSignature } from './demo-signature';
import {
  LIFECYCLE_CREDIT_NOTE_CODE,
  LIFECYCLE_CREDIT_NOTE_REASON,
  LIFECYCLE_CUSTOMER,
  LIFECYCLE_HANDOVER_CODE,
  LIFECYCLE_INVOICE,
  LIFECYCLE_PRODUCT,
  LIFECYCLE_RETURN_CODE,
  LIFECYCLE_TAX_DOCUMENT_CODE,
} from './lifecycle-data';

// One order of a demo customer in each status, taken there the way the shop takes a real one:
// placed (billing's proforma), paid by transfer (its tax document), moved along by staff, invoiced
// (the final invoice) or cancelled after payment (the credit note) — so its documents reconcile.

type Status = (typeof orders.$inferSelect)['status'];

/**
 * Each status, its rental's start in days from today, and what was paid (share of the total);
 * `overdueHours`: a lent order whose agreed return passed that many hours before the seed.
 */
export const LIFECYCLE_ORDERS: ReadonlyArray<{
  status: Status;
  startsIn: number;
  paid: number;
  overdueHours?: number;
}> = [
  { status: 'CREATED', startsIn: 130, paid: 0 },
  { status: 'ORDERED', startsIn: 131, paid: 0 },
  { status: 'PAID', startsIn: 132, paid: 1 },
  { status: 'PART_PAID', startsIn: 133, paid: 0.5 },
  { status: 'LENT', startsIn: -1, paid: 1 },
  { status: 'RETURNED', startsIn: -10, paid: 1 },
  { status: 'INVOICED', startsIn: -20, paid: 1 },
  { status: 'SENT', startsIn: -30, paid: 1 },
  { status: 'CANCELED', startsIn: 134, paid: 1 },
  // Out with the second unit, once the others are back.
  { status: 'LENT', startsIn: -2, paid: 1, overdueHours: 2 },
];

/**
 * Seeds the lifecycle orders once (when the demo customer has none and the product exists).
 * Returns whether anything was written.
 */
export async function seedLifecycleOrders(db: Database, now = new Date()): Promise<boolean> {
  const [product] = await db.select().from(products).where(eq(products.name, LIFECYCLE_PRODUCT));
  if (!product) return false;
  const [existing] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, LIFECYCLE_CUSTOMER.email));
  if (existing) return false;
  const [customer] = await db
    .insert(customers)
    .values({ ...LIFECYCLE_CUSTOMER })
    .returning();
  if (!customer) throw new Error('lifecycle customer not inserted');

  const today = toPragueDate(now);
  const year = twoDigitYear(today);
  for (const [index, plan] of LIFECYCLE_ORDERS.entries()) {
    const from = `${addDays(today, plan.startsIn)}T10:00`;
    const to =
      plan.overdueHours === undefined
        ? `${addDays(today, plan.startsIn + 2)}T18:00`
        : toPragueWallClock(new Date(now.getTime() - plan.overdueHours * 3_600_000));
    const days = shootingDays(from, to);
    const unitPrice = product.pricePerDay ?? 0;
    const price = unitPrice * days;
    const vat = vatOf(price);
    const totalWithVat = price + vat;
    const orderNumber = await nextOrderNumber(db, year);
    const paidAmount = Math.round(totalWithVat * plan.paid);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        status: plan.status === 'CREATED' ? 'CREATED' : 'ORDERED',
        customerId: customer.id,
        placedInPerson: true,
        customerName: `${LIFECYCLE_CUSTOMER.firstname} ${LIFECYCLE_CUSTOMER.lastname}`,
        customerStreet: 'Dělnická 12',
        customerCity: 'Praha 7',
        customerZipCode: '170 00',
        customerEmail: LIFECYCLE_CUSTOMER.email,
        customerPhone: LIFECYCLE_CUSTOMER.phone,
        projectName: `Ukázka ${index + 1}`,
        rentalFrom: from,
        rentalTo: to,
        price,
        vat,
        totalWithVat,
        readyStatus: plan.startsIn < 0 ? 'READY' : 'NOT_READY',
        productListCode: randomCode(),
        crewListCode: randomCode(),
      })
      .returning();
    if (!order) throw new Error('lifecycle order not inserted');
    await db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      name: product.name,
      nameEn: product.nameEn,
      quantity: 1,
      isSale: false,
      days,
      unitPrice,
      total: price,
      rentalFrom: from,
      rentalTo: to,
    });
    const placed = new Date(`${addDays(today, Math.min(plan.startsIn, 0) - 7)}T10:00:00Z`);
    await orderPlaced(db, order.id, placed);
    const receipts = paidAmount > 0 ? await recordTransfer(db, order.id, paidAmount, placed) : [];
    const [receipt] = receipts;
    if (plan.status === 'PAID' && receipt) {
      await setSeededDocumentCode(db, receipt.id, { code: LIFECYCLE_TAX_DOCUMENT_CODE });
    }
    await moveAlong(db, order, plan.status, now, plan.overdueHours === undefined);
  }
  return true;
}

/** The demo's desk worker, who hands the lifecycle orders over and takes them back. */
/** The demo's desk worker, who runs the seeded orders through the desk. */
export async function deskWorker(db: Database): Promise<DeskWorker> {
  const [member] = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(eq(staffMembers.email, DEMO_STAFF[0].email));
  if (!member) throw new Error('the demo desk worker is not seeded');
  return member;
}

/** The agreed time (Prague wall clock) as an instant when it has passed, else `now`. */
function earlierOf(agreed: string | null, now: Date): Date {
  const at = agreed ? fromPragueWallClock(agreed) : now;
  return at < now ? at : now;
}

/** The order handed over (unless it is out already): its handover protocol's number. */
async function lend(db: Database, staff: DeskWorker, orderId: number, now: Date) {
  const order = await deskOrder(db, orderId, now);
  const handover = order.protocols.find((protocol) => protocol.kind === 'handover');
  if (order.status === 'LENT' && handover) return { number: handover.number, order };
  for (const free of order.freeUnits) {
    const waiting = order.pieces.filter(
      (piece) => piece.productId === free.productId && piece.unit === null,
    );
    if (free.units.length < waiting.length) {
      throw new Error(`not enough free units of product ${free.productId} for order ${orderId}`);
    }
    for (const unit of free.units.slice(0, waiting.length)) {
      await giveUnit(db, staff, orderId, { unitId: unit.id }, now);
    }
  }
  // An order whose pickup has passed went out at its pickup time.
  const at = earlierOf(order.rentalFrom, now);
  const answer = await handOver(
    db,
    staff,
    orderId,
    {
      takenBy: { kind: 'customer' },
      idDocument: { type: 'id-card', last4: '4821' },
      signature: drawnSignature(),
      notes: 'Bez viditelných stop používání.',
      ...(order.earlyHandover ? { earlyReason: 'Vyzvednutí domluvené předem.' } : {}),
    },
    at,
  );
  return { number: answer.protocol.number, order: answer.order };
}

/**
 * An order out and, with `upTo` RETURNED, back, as the desk does it: a free unit given to each
 * piece, the handover signed (with a reason when it is before the pickup day), and every unit
 * returned OK. Answers the protocols' numbers. The lifecycle orders go this way, and so do the
 * tests' orders that need to be out or back.
 */
export async function throughTheDesk(
  db: Database,
  orderId: number,
  upTo: 'LENT' | 'RETURNED',
  now: Date = new Date(),
): Promise<{ handover: string; back: string | null }> {
  const staff = await deskWorker(db);
  const out = await lend(db, staff, orderId, now);
  if (upTo === 'LENT') return { handover: out.number, back: null };
  const units = out.order.pieces.flatMap((piece) =>
    piece.unit && piece.state === 'out'
      ? [{ unitId: piece.unit.id, condition: 'ok' as const, note: '' }]
      : [],
  );
  // Back on time: at the agreed return when it has passed.
  const back = await takeBack(db, staff, orderId, { units }, earlierOf(out.order.rentalTo, now));
  return { handover: out.number, back: back.protocol.number };
}

/** Staff's moves of a lifecycle order to its status, with billing's documents on the way. */
async function moveAlong(
  db: Database,
  order: typeof orders.$inferSelect,
  status: Status,
  now: Date,
  /** Whether its documents take the fixed codes (one order of each status does). */
  fixedCodes = true,
): Promise<void> {
  if (status === 'CREATED' || status === 'ORDERED' || status === 'PAID' || status === 'PART_PAID') {
    return;
  }
  if (status !== 'CANCELED') {
    // Out and back through the desk, as the shop's own orders go.
    const protocols = await throughTheDesk(
      db,
      order.id,
      status === 'LENT' ? 'LENT' : 'RETURNED',
      now,
    );
    if (status === 'LENT' && fixedCodes) {
      await setSeededProtocolCode(db, protocols.handover, LIFECYCLE_HANDOVER_CODE);
    }
    if (status === 'RETURNED' && protocols.back) {
      await setSeededProtocolCode(db, protocols.back, LIFECYCLE_RETURN_CODE);
    }
  }
  if (status !== 'LENT' && status !== 'RETURNED') {
    await db.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  }
  if (status === 'INVOICED' || status === 'SENT') {
    const invoice = await orderInvoiced(db, order.id, now);
    if (status === 'INVOICED') await setSeededDocumentCode(db, invoice.id, LIFECYCLE_INVOICE);
  }
  if (status === 'CANCELED') {
    const [note] = await orderChanged(
      db,
      {
        orderId: order.id,
        totalBefore: order.totalWithVat,
        statusBefore: 'PAID',
        changes: [{ kind: 'order-canceled' }],
        reason: LIFECYCLE_CREDIT_NOTE_REASON,
        billingChanged: false,
      },
      now,
    );
    if (note) await setSeededDocumentCode(db, note.id, { code: LIFECYCLE_CREDIT_NOTE_CODE });
  }
}
