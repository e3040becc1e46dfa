// The invariants of an order's money documents (domain decisions: money documents), checked from
// the raw rows and summed here, apart from billing's own code: for the property-based test of
// random order lives and for the seed.

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, orders, payments, refunds } from '../db/schema';

/** The money of the order summed from its rows. */
export async function money(db: Database, orderId: number) {
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paidAt)));
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
  const back = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const received = paid.reduce((sum, row) => sum + row.amount, 0);
  const credited = docs
    .filter((row) => row.type === 'repair-invoice')
    .reduce((sum, row) => sum - (row.totalWithVat ?? 0), 0);
  const refunded = back.reduce((sum, row) => sum + row.amount, 0);
  return { paid, docs, back, received, credited, refunded };
}

interface StoredLine {
  total: number;
  vat: number;
  vatRate: number;
}
interface StoredContent {
  type: string;
  items: StoredLine[];
  totals: { withoutVat: number; vat: number; withVat: number };
  amountDue: number;
  refund: number;
  currency: string;
}

export async function checkInvariants(db: Database, orderId: number, where: string): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  assert.ok(order);
  const { paid, docs, back, received, credited, refunded } = await money(db, orderId);
  const total = order.status === 'CANCELED' ? 0 : order.totalWithVat;
  const held = received - credited;
  const at = `${where} (order ${order.orderNumber}, ${order.status})`;
  assert.ok(credited <= received, `credited ${credited} ≤ received ${received}: ${at}`);
  assert.ok(held <= total, `kept ${held} ≤ total ${total} (else a credit note is missing): ${at}`);
  assert.equal(order.paidAmount, held, `paid_amount is what the shop keeps: ${at}`);
  assert.ok(refunded <= credited, `refunded ${refunded} ≤ credited ${credited}: ${at}`);
  for (const document of docs) {
    const content = document.content as unknown as StoredContent;
    const base = content.items.reduce((sum, line) => sum + line.total, 0);
    const vat = content.items.reduce((sum, line) => sum + line.vat, 0);
    assert.deepEqual(
      content.totals,
      { withoutVat: base, vat, withVat: base + vat },
      `${document.number}'s totals are the sums of its lines: ${at}`,
    );
    assert.deepEqual(
      [document.price, document.vat, document.totalWithVat],
      [base, vat, base + vat],
      `${document.number}'s stored amounts: ${at}`,
    );
    assert.equal(content.currency, 'czk');
    assert.ok(content.items.every((line) => line.vatRate === 21));
    if (document.type === 'repair-invoice') {
      const corrected = docs.find((row) => row.id === document.correctsDocumentId);
      assert.ok(
        corrected && ['tax-document', 'invoice'].includes(corrected.type),
        `${document.number} corrects a tax document: ${at}`,
      );
      const out = back
        .filter((row) => row.creditNoteId === document.id)
        .reduce((sum, row) => sum + row.amount, 0);
      assert.ok(out <= content.refund, `${document.number} refunded within its amount: ${at}`);
    }
  }
  // Every payment before the invoice has its tax document: VAT 21/121 of it, in CZK.
  const invoice = docs.find((row) => row.type === 'invoice');
  for (const payment of paid) {
    const tax = docs.find((row) => row.paymentId === payment.id);
    if (invoice && invoice.id < (tax?.id ?? Number.POSITIVE_INFINITY)) continue;
    assert.ok(
      tax && tax.type === 'tax-document',
      `payment ${payment.id} has its tax document: ${at}`,
    );
    assert.equal(tax.totalWithVat, payment.amount);
    assert.equal(tax.vat, Math.round((payment.amount * 21) / 121));
  }
  // The newest proforma asks exactly what is owed (less what was paid since it asked).
  const owed = Math.max(0, total - held);
  const estimates = docs.filter((row) => row.type === 'estimate');
  const newest = estimates[estimates.length - 1];
  if (order.status === 'CREATED') {
    // A conflict order takes no payment until staff confirm it: its proforma asks nothing yet.
    assert.equal(newest?.amountDue, 0, `${newest?.number} of a conflict order asks nothing: ${at}`);
  } else if (!invoice && order.status !== 'CANCELED' && owed > 0) {
    assert.ok(newest, `a proforma asks for the ${owed} owed: ${at}`);
    const since = paid
      .filter((row) => row.settlesDocumentId === newest.id)
      .reduce((sum, row) => sum + row.amount, 0);
    assert.equal(newest.amountDue - since, owed, `${newest.number} asks what is owed: ${at}`);
  }
  if (invoice) {
    const content = invoice.content as unknown as StoredContent;
    assert.ok(content.amountDue >= 0 && content.amountDue <= order.totalWithVat);
  }
}

/** Each document's digest is the SHA-256 of its content in canonical JSON. */
export async function checkDigests(db: Database, orderId: number): Promise<void> {
  const rows = await db.select().from(documents).where(eq(documents.orderId, orderId));
  for (const row of rows) {
    const digest = createHash('sha256')
      .update(canonicalize(row.content) ?? '')
      .digest('hex');
    assert.equal(row.digest, digest, `${row.number}'s digest is its content's`);
  }
}
