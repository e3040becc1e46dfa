import { parseArgs } from 'node:util';
import { ORDER_STATUSES, READY_STATUSES } from '@shop/shared/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema';
import {
  issueCreditNote,
  issueInvoice,
  ORDER_CANCELED_REASON,
} from '../modules/document/issue-document';
import { paymentStatusOf } from '../modules/order/payment-status';
import { issueStaffCreditNote, listOrderDocuments } from './document-commands';
import { createOffer, formatCreatedOffer, listOffers } from './offer-commands';
import { StaffError } from './staff-error';
import { lockOrder, record } from './staff-order';

// The staff tool's commands (npm run staff -- <command>): each one change of one order in one
// transaction, recorded in the order's history as a staff event (no customer); and the price
// offers staff prepare (offer-commands.ts).

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ReadyStatus = (typeof READY_STATUSES)[number];

/** The statuses staff move an order to, and from which (domain decisions: orders). */
export const STAFF_TRANSITIONS = {
  LENT: ['ORDERED', 'PAID', 'PART_PAID'],
  RETURNED: ['LENT'],
  INVOICED: ['RETURNED'],
  SENT: ['INVOICED'],
  CANCELED: ['CREATED', 'ORDERED', 'PAID', 'PART_PAID'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type StaffStatus = keyof typeof STAFF_TRANSITIONS;

const STAFF_STATUSES = Object.keys(STAFF_TRANSITIONS) as StaffStatus[];

/** Why the order cannot move from `from` to `to`, or null when it can. */
export function transitionRefusal(from: OrderStatus, to: string): string | null {
  if (!(STAFF_STATUSES as string[]).includes(to)) {
    return `status must be one of ${STAFF_STATUSES.join(', ')}`;
  }
  const allowed: readonly OrderStatus[] = STAFF_TRANSITIONS[to as StaffStatus];
  if (!allowed.includes(from)) {
    return `an order in ${from} cannot become ${to} (only from ${allowed.join(', ')})`;
  }
  return null;
}

/** The status after a payment: an order awaiting payment is PAID or PART_PAID by what it received. */
export function statusAfterPayment(
  status: OrderStatus,
  paidAmount: number,
  totalWithVat: number,
): OrderStatus {
  if (status !== 'ORDERED' && status !== 'PAID' && status !== 'PART_PAID') return status;
  const state = paymentStatusOf(paidAmount, totalWithVat);
  if (state === 'paid') return 'PAID';
  return state === 'part-paid' ? 'PART_PAID' : status;
}

export interface OrderListRow {
  orderNumber: string;
  status: OrderStatus;
  readyStatus: ReadyStatus;
  customerName: string;
  rentalFrom: string | null;
  totalWithVat: number;
  paidAmount: number;
}

/** Orders, newest first, optionally of one status (at most `limit`). */
export async function listOrders(
  db: Database,
  filter: { status?: string; limit?: number } = {},
): Promise<OrderListRow[]> {
  const { status } = filter;
  if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new StaffError(`--status must be one of ${ORDER_STATUSES.join(', ')}`, 2);
  }
  return db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      readyStatus: orders.readyStatus,
      customerName: orders.customerName,
      rentalFrom: orders.rentalFrom,
      totalWithVat: orders.totalWithVat,
      paidAmount: orders.paidAmount,
    })
    .from(orders)
    .where(status ? eq(orders.status, status as OrderStatus) : undefined)
    .orderBy(desc(orders.orderNumber))
    .limit(filter.limit ?? 200);
}

/**
 * Moves an order along: LENT, RETURNED, INVOICED (issues the invoice), SENT, CANCELED (a paid
 * order's credit note takes back what was paid). Answers the status before and the documents issued.
 */
export async function setOrderStatus(
  db: Database,
  orderNumber: string,
  status: string,
  now: Date = new Date(),
): Promise<{ from: OrderStatus; to: StaffStatus; documents: string[] }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    const refusal = transitionRefusal(order.status, status);
    if (refusal) throw new StaffError(refusal, refusal.startsWith('status must') ? 2 : 1);
    const to = status as StaffStatus;
    const issued: string[] = [];
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    if (to === 'INVOICED') issued.push((await issueInvoice(tx, order.id, now)).number);
    if (to === 'CANCELED') {
      const taken = Math.min(order.paidAmount, order.totalWithVat);
      const credit =
        taken > 0
          ? await issueCreditNote(
              tx,
              order.id,
              { amount: taken, reason: ORDER_CANCELED_REASON },
              now,
            )
          : undefined;
      if (credit) issued.push(credit.number);
    }
    await record(tx, order, 'staff:status', { from: order.status, to, documents: issued });
    return { from: order.status, to, documents: issued };
  });
}

/** Records a bank transfer of `amount` CZK: the paid amount rises, an awaiting order is PAID or PART_PAID. */
export async function recordPayment(
  db: Database,
  orderNumber: string,
  amount: number,
): Promise<{ paidAmount: number; status: OrderStatus }> {
  if (!Number.isInteger(amount) || amount < 1 || amount > 100_000_000) {
    throw new StaffError('amount must be whole CZK between 1 and 100000000', 2);
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    if (order.status === 'CANCELED' || order.status === 'DRAFT') {
      throw new StaffError(`an order in ${order.status} takes no payment`);
    }
    const paidAmount = order.paidAmount + amount;
    const status = statusAfterPayment(order.status, paidAmount, order.totalWithVat);
    await tx
      .update(orders)
      .set({ paidAmount, status, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await record(tx, order, 'staff:payment', { amount, paidAmount, status });
    return { paidAmount, status };
  });
}

/** How far the shop has prepared the order's gear. */
export async function setReady(
  db: Database,
  orderNumber: string,
  ready: string,
): Promise<ReadyStatus> {
  if (!(READY_STATUSES as readonly string[]).includes(ready)) {
    throw new StaffError(`ready status must be one of ${READY_STATUSES.join(', ')}`, 2);
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    const readyStatus = ready as ReadyStatus;
    await tx
      .update(orders)
      .set({ readyStatus, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await record(tx, order, 'staff:ready', { from: order.readyStatus, to: readyStatus });
    return readyStatus;
  });
}

/** Marks a sale line of the order sent (shipped): it can no longer be cancelled. */
export async function markSent(
  db: Database,
  orderNumber: string,
  lineId: number,
  now: Date = new Date(),
): Promise<{ name: string }> {
  if (!Number.isInteger(lineId) || lineId < 1 || lineId > 2_147_483_647) {
    throw new StaffError('line id must be a positive whole number', 2);
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    const [line] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, order.id)));
    if (!line) throw new StaffError(`order ${orderNumber} has no line ${lineId}`);
    if (!line.isSale) throw new StaffError(`line ${lineId} is rented, not sold`);
    if (line.canceledAt) throw new StaffError(`line ${lineId} is cancelled`);
    if (line.sentAt) throw new StaffError(`line ${lineId} was sent already`);
    await tx
      .update(orderItems)
      .set({ sentAt: now })
      .where(and(eq(orderItems.id, lineId), isNull(orderItems.sentAt)));
    await record(tx, order, 'staff:sent', { line: `${line.name} × ${line.quantity}` });
    return { name: line.name };
  });
}

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  orders [--status STATUS]                 list orders, newest first
  status <orderNumber> <${STAFF_STATUSES.join('|')}>
                                           move an order along (INVOICED issues the invoice)
  payment <orderNumber> <amountCZK>        record a bank transfer
  ready <orderNumber> <${READY_STATUSES.join('|')}>
  sent <orderNumber> <lineId>              mark a sale line sent
  offer-create --name <cs> --name-en <en> --from <YYYY-MM-DDTHH:mm> --to <YYYY-MM-DDTHH:mm>
               --price <CZK without VAT> [--password <text>] [--valid-to <YYYY-MM-DD>]
               --item <productId|slug>:<quantity> [--item …]
                                           create a price offer (no password: one is made up)
  offer-list                               list price offers, newest first
  documents <orderNumber>                  an order's documents and gear lists, with their links
  credit-note <orderNumber> <amountCZK> <reason…>
                                           issue a credit note (with VAT) of a paid or invoiced order`;

function formatRow(row: OrderListRow): string {
  return [
    row.orderNumber,
    row.status.padEnd(9),
    row.readyStatus.padEnd(10),
    `${row.paidAmount}/${row.totalWithVat} CZK`.padEnd(20),
    (row.rentalFrom ?? '').slice(0, 16).padEnd(16),
    row.customerName,
  ].join('  ');
}

function expect(args: string[], count: number): string[] {
  if (args.length !== count) throw new StaffError(STAFF_USAGE, 2);
  return args;
}

const OPTIONS = {
  status: { type: 'string' },
  name: { type: 'string' },
  'name-en': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  price: { type: 'string' },
  password: { type: 'string' },
  'valid-to': { type: 'string' },
  item: { type: 'string', multiple: true },
} as const;

/** The options each command takes; any other is wrong usage. */
const COMMAND_OPTIONS: Record<string, readonly string[]> = {
  orders: ['status'],
  'offer-create': ['name', 'name-en', 'from', 'to', 'price', 'password', 'valid-to', 'item'],
};

export interface StaffCommandOptions {
  /** The shop's public origin, for the links the commands print (PUBLIC_ORIGIN). */
  publicOrigin?: string;
}

/** Runs one command line (the arguments after `--`); answers what to print. */
export async function runStaffCommand(
  db: Database,
  argv: readonly string[],
  now: Date = new Date(),
  options: StaffCommandOptions = {},
): Promise<string> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new StaffError(`${(error as Error).message}\n${STAFF_USAGE}`, 2);
  }
  const [command, ...args] = parsed.positionals;
  const allowed = COMMAND_OPTIONS[command ?? ''] ?? [];
  for (const option of Object.keys(parsed.values)) {
    if (!allowed.includes(option)) {
      const owner = Object.entries(COMMAND_OPTIONS).find(([, names]) => names.includes(option));
      throw new StaffError(
        owner ? `--${option} belongs to the ${owner[0]} command` : `--${option} is not an option`,
        2,
      );
    }
  }
  switch (command) {
    case 'orders': {
      expect(args, 0);
      const rows = await listOrders(db, { status: parsed.values.status });
      return rows.length === 0 ? 'No orders.' : rows.map(formatRow).join('\n');
    }
    case 'status': {
      const [orderNumber = '', status = ''] = expect(args, 2);
      const moved = await setOrderStatus(db, orderNumber, status, now);
      const issued = moved.documents.length > 0 ? `; issued ${moved.documents.join(', ')}` : '';
      return `${orderNumber}: ${moved.from} → ${moved.to}${issued}`;
    }
    case 'payment': {
      const [orderNumber = '', amount = ''] = expect(args, 2);
      if (!/^\d{1,9}$/.test(amount)) {
        throw new StaffError('amount must be whole CZK between 1 and 100000000', 2);
      }
      const paid = await recordPayment(db, orderNumber, Number(amount));
      return `${orderNumber}: paid ${paid.paidAmount} CZK, ${paid.status}`;
    }
    case 'ready': {
      const [orderNumber = '', ready = ''] = expect(args, 2);
      return `${orderNumber}: ${await setReady(db, orderNumber, ready)}`;
    }
    case 'sent': {
      const [orderNumber = '', lineId = ''] = expect(args, 2);
      if (!/^\d{1,10}$/.test(lineId)) {
        throw new StaffError('line id must be a positive whole number', 2);
      }
      const sent = await markSent(db, orderNumber, Number(lineId), now);
      return `${orderNumber}: ${sent.name} sent`;
    }
    case 'offer-create': {
      expect(args, 0);
      const values = parsed.values;
      const created = await createOffer(
        db,
        {
          name: values.name,
          nameEn: values['name-en'],
          from: values.from,
          to: values.to,
          price: values.price,
          password: values.password,
          validTo: values['valid-to'],
          items: values.item,
        },
        now,
      );
      return formatCreatedOffer(created, options.publicOrigin ?? 'http://localhost:8080');
    }
    case 'offer-list': {
      expect(args, 0);
      return listOffers(db, now);
    }
    case 'documents': {
      const [orderNumber = ''] = expect(args, 1);
      return listOrderDocuments(db, orderNumber, options.publicOrigin ?? 'http://localhost:8080');
    }
    case 'credit-note': {
      const [orderNumber = '', amount = '', ...reason] = args;
      if (!orderNumber || !/^\d{1,9}$/.test(amount) || reason.length === 0) {
        throw new StaffError(STAFF_USAGE, 2);
      }
      const number = await issueStaffCreditNote(
        db,
        orderNumber,
        Number(amount),
        reason.join(' '),
        now,
      );
      return `${orderNumber}: issued ${number}`;
    }
    default:
      throw new StaffError(command ? `unknown command ${command}\n${STAFF_USAGE}` : STAFF_USAGE, 2);
  }
}
