import { parseArgs } from 'node:util';
import type { OrderChangeEntry } from '@shop/shared/contract';
import { ORDER_STATUSES, READY_STATUSES } from '@shop/shared/contract';
import { orderChangesText, readinessInWords } from '@shop/shared/rules/order-changes';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import {
  MoneyRefusal,
  orderChanged,
  orderInvoiced,
  recordRefund,
  recordTransfer,
} from '../modules/billing';
import { confirmConflict } from '../modules/desk-conflict';
import { newestOrders, orderById } from '../modules/order';
import {
  changeOrderStatus,
  changeReadyStatus,
  markLineSent,
  orderLine,
} from '../modules/order-update';
import { listOrderDocuments } from './document-commands';
import { createOffer, formatCreatedOffer, listOffers } from './offer-commands';
import { addStaff } from './staff-account-commands';
import { StaffError } from './staff-error';
import { lockOrder, record } from './staff-order';

// The staff tool's commands (npm run staff -- <command>): each one change of one order in one
// transaction, recorded in the order's history as a staff event (no customer); and the price
// offers staff prepare (offer-commands.ts).

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ReadyStatus = (typeof READY_STATUSES)[number];

/** The statuses staff move an order to, and from which (domain decisions: orders). */
export const STAFF_TRANSITIONS = {
  INVOICED: ['RETURNED'],
  SENT: ['INVOICED'],
  CANCELED: ['CREATED', 'ORDERED', 'PAID', 'PART_PAID'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type StaffStatus = keyof typeof STAFF_TRANSITIONS;

const STAFF_STATUSES = Object.keys(STAFF_TRANSITIONS) as StaffStatus[];

/** The statuses only the desk's work sets, and why the staff tool does not. */
export const DESK_STATUSES: Readonly<Record<string, string>> = {
  LENT: 'an order becomes LENT only through its handover at the desk: every piece given a unit, on the pickup day (or earlier with a reason), signed by the person who takes it',
  RETURNED: 'an order becomes RETURNED only when the desk has taken back every unit',
};

/** Why the order cannot move from `from` to `to`, or null when it can. */
export function transitionRefusal(from: OrderStatus, to: string): string | null {
  const desk = DESK_STATUSES[to];
  if (desk) return desk;
  if (!(STAFF_STATUSES as string[]).includes(to)) {
    return `status must be one of ${STAFF_STATUSES.join(', ')}`;
  }
  const allowed: readonly OrderStatus[] = STAFF_TRANSITIONS[to as StaffStatus];
  if (!allowed.includes(from)) {
    return `an order in ${from} cannot become ${to} (only from ${allowed.join(', ')})`;
  }
  return null;
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
  return newestOrders(db, {
    status: status ? (status as OrderStatus) : undefined,
    limit: filter.limit ?? 200,
  });
}

/** A refusal of billing, as the staff tool says it. */
async function refusedBy<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MoneyRefusal) throw new StaffError(error.message);
    throw error;
  }
}

/**
 * Moves an order along: LENT, RETURNED, INVOICED (billing issues the final invoice), SENT,
 * CANCELED (billing credits what the shop keeps of a paid order). Answers the status before and
 * the documents issued.
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
    await changeOrderStatus(tx, order.id, to);
    const changes: OrderChangeEntry[] = [{ kind: 'status-changed', from: order.status, to }];
    const issued =
      to === 'INVOICED'
        ? [await orderInvoiced(tx, order.id, now)]
        : to === 'CANCELED'
          ? await orderChanged(
              tx,
              {
                orderId: order.id,
                totalBefore: order.totalWithVat,
                statusBefore: order.status,
                changes: [{ kind: 'order-canceled' }],
                reason: orderChangesText([{ kind: 'order-canceled' }]),
                billingChanged: false,
              },
              now,
            )
          : [];
    const documents = issued.map((document) => document.number);
    await record(tx, order, 'staff:status', changes);
    return { from: order.status, to, documents };
  });
}

/**
 * Confirms a conflict order (CREATED) as the desk does, once units allow it: it is ORDERED and
 * billing issues the proforma that asks for the payment.
 */
export async function confirmOrder(
  db: Database,
  orderNumber: string,
  now: Date = new Date(),
): Promise<{ documents: string[] }> {
  const order = await lockOrder(db, orderNumber);
  if (order.status !== 'CREATED') {
    throw new StaffError(
      `only a conflict order (CREATED) is confirmed; this one is ${order.status}`,
    );
  }
  try {
    return await confirmConflict(db, null, order.id, now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw new StaffError(error.message);
    throw error;
  }
}

/**
 * Records a bank transfer of `amount` CZK: billing issues its tax document (before the invoice),
 * credits anything beyond the total and moves an awaiting order to PAID or PART_PAID.
 */
export async function recordPayment(
  db: Database,
  orderNumber: string,
  amount: number,
  now: Date = new Date(),
): Promise<{ paidAmount: number; status: OrderStatus }> {
  if (!Number.isInteger(amount) || amount < 1 || amount > 100_000_000) {
    throw new StaffError('amount must be whole CZK between 1 and 100000000', 2);
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNumber);
    await refusedBy(() => recordTransfer(tx, order.id, amount, now));
    await record(tx, order, 'staff:payment', [
      { kind: 'payment-received', amount, method: 'transfer' },
    ]);
    const after = await orderById(tx, order.id);
    return { paidAmount: after?.paidAmount ?? 0, status: after?.status ?? order.status };
  });
}

/** Records a refund paid out against a credit note (by default all of it still unpaid). */
export async function refundCreditNote(
  db: Database,
  creditNote: string,
  amount: number | undefined,
  now: Date = new Date(),
): Promise<number> {
  if (!/^OD\d{8}$/.test(creditNote))
    throw new StaffError('a credit note number is OD + 8 digits', 2);
  return db.transaction(async (tx) => {
    const refund = await refusedBy(() => recordRefund(tx, creditNote, amount, now));
    const order = await orderById(tx, refund.orderId);
    if (order) {
      await record(tx, order, 'staff:refund', [
        { kind: 'refund-paid', amount: refund.amount, document: creditNote },
      ]);
    }
    return refund.amount;
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
    await changeReadyStatus(tx, order.id, readyStatus);
    await record(tx, order, 'staff:ready', [{ kind: 'ready-changed', to: readyStatus }]);
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
    const line = await orderLine(tx, order.id, lineId);
    if (!line) throw new StaffError(`order ${orderNumber} has no line ${lineId}`);
    if (!line.isSale) throw new StaffError(`line ${lineId} is rented, not sold`);
    if (line.canceledAt) throw new StaffError(`line ${lineId} is cancelled`);
    if (line.sentAt) throw new StaffError(`line ${lineId} was sent already`);
    await markLineSent(tx, lineId, now);
    await record(tx, order, 'staff:sent', [
      { kind: 'item-sent', name: line.name, nameEn: line.nameEn, quantity: line.quantity },
    ]);
    return { name: line.name };
  });
}

export const STAFF_USAGE = `Usage: npm run staff -- <command>
  orders [--status STATUS]                 list orders, newest first
  help                                     this list of commands
  status <orderNumber> <${STAFF_STATUSES.join('|')}>
                                           move an order along (INVOICED issues the invoice;
                                           LENT and RETURNED are the desk's handover and returns)
  confirm <orderNumber>                    confirm a conflict order (CREATED → ORDERED): it can be paid
  payment <orderNumber> <amountCZK>        record a bank transfer
  refund <creditNoteNumber> [amountCZK]    record a refund paid out against a credit note
  ready <orderNumber> <${READY_STATUSES.join('|')}>
  sent <orderNumber> <lineId>              mark a sale line sent
  offer-create --name <cs> --name-en <en> --from <YYYY-MM-DDTHH:mm> --to <YYYY-MM-DDTHH:mm>
               --price <CZK without VAT> [--password <text>] [--valid-to <YYYY-MM-DD>]
               --item <productId|slug>:<quantity> [--item …]
                                           create a price offer (no password: one is made up)
  offer-list                               list price offers, newest first
  documents <orderNumber>                  an order's documents and gear lists, with their links
  add-staff <email> <desk|manager> --name <name> --password <text> [--totp]
                                           add a member of staff who signs in at the desk
                                           (--totp: a second factor; a manager needs one)`;

function formatRow(row: OrderListRow): string {
  return [
    row.orderNumber,
    row.status.padEnd(9),
    readinessInWords(row.readyStatus, 'en').padEnd(14),
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
  totp: { type: 'boolean' },
} as const;

/** The options each command takes; any other is wrong usage. */
const COMMAND_OPTIONS: Record<string, readonly string[]> = {
  orders: ['status'],
  'offer-create': ['name', 'name-en', 'from', 'to', 'price', 'password', 'valid-to', 'item'],
  'add-staff': ['name', 'password', 'totp'],
};

export interface StaffCommandOptions {
  /** The shop's public origin, for the links the commands print (PUBLIC_ORIGIN). */
  publicOrigin?: string;
  /** A demo shop (its manager may go without a second factor). */
  demo?: boolean;
}

/**
 * Runs one command line (the arguments after `--`); answers what to print.
 * Long: one short case per staff command.
 */
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
    case 'help': {
      expect(args, 0);
      return STAFF_USAGE;
    }
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
    case 'confirm': {
      const [orderNumber = ''] = expect(args, 1);
      const confirmed = await confirmOrder(db, orderNumber, now);
      const issued =
        confirmed.documents.length > 0 ? `; issued ${confirmed.documents.join(', ')}` : '';
      return `${orderNumber}: CREATED → ORDERED${issued}`;
    }
    case 'payment': {
      const [orderNumber = '', amount = ''] = expect(args, 2);
      if (!/^\d{1,9}$/.test(amount)) {
        throw new StaffError('amount must be whole CZK between 1 and 100000000', 2);
      }
      const paid = await recordPayment(db, orderNumber, Number(amount), now);
      return `${orderNumber}: the shop keeps ${paid.paidAmount} CZK, ${paid.status}`;
    }
    case 'refund': {
      const [creditNote = '', amount] = args;
      if (!creditNote || args.length > 2 || (amount !== undefined && !/^\d{1,9}$/.test(amount))) {
        throw new StaffError(STAFF_USAGE, 2);
      }
      const paid = await refundCreditNote(
        db,
        creditNote,
        amount === undefined ? undefined : Number(amount),
        now,
      );
      return `${creditNote}: refunded ${paid} CZK`;
    }
    case 'ready': {
      const [orderNumber = '', ready = ''] = expect(args, 2);
      return `${orderNumber}: ${readinessInWords(await setReady(db, orderNumber, ready), 'en')}`;
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
    case 'add-staff': {
      const [email = '', role = ''] = expect(args, 2);
      const { name, password, totp } = parsed.values;
      return addStaff(
        db,
        { email, role, name, password, totp: totp === true },
        { demo: options.demo === true },
      );
    }
    default:
      throw new StaffError(command ? `unknown command ${command}\n${STAFF_USAGE}` : STAFF_USAGE, 2);
  }
}
