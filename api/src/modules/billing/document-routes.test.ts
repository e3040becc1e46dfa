import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import type { DocumentResponse, OrderUpdateResponse, ShopDocument } from '@shop/shared/contract';
import canonicalize from 'canonicalize';
import { and, asc, eq } from 'drizzle-orm';
import { documents, orders, payments, vouchers } from '../../db/schema';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import {
  LIFECYCLE_CREDIT_NOTE_CODE,
  LIFECYCLE_CREDIT_NOTE_REASON,
  LIFECYCLE_INVOICE,
} from '../../db/seed/lifecycle-data';
import { recordPayment } from '../../staff/staff-commands';
import { signIn, TEST_PASSWORD } from '../../test/sign-in';
import { placeTestOrder } from '../../test/test-cart';
import { createTestApp, type TestApp } from '../../test/test-db';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

/** A document as the API answers it, and its order's row. */
async function documentAndOrder(type: string, code: string) {
  const response = await t.app.inject(`/api/document/${type}/${code}`);
  assert.equal(response.statusCode, 200);
  const { document } = response.json() as DocumentResponse;
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, document.orderNumber));
  assert.ok(order);
  return { document, order };
}

/** The order's documents of a type, oldest first, as stored. */
async function storedDocuments(orderId: number, type: ShopDocument['type']) {
  return t.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.type, type)))
    .orderBy(asc(documents.id));
}

/** What the order received: the sum of its received payments' rows. */
async function receivedOf(orderId: number): Promise<number> {
  const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return rows.filter((row) => row.paidAt !== null).reduce((sum, row) => sum + row.amount, 0);
}

/** The SHA-256 of a document's content in canonical JSON (RFC 8785), without code and digest. */
function digestOfServed(document: ShopDocument): string {
  const { code: _code, digest: _digest, ...content } = document;
  return createHash('sha256')
    .update(canonicalize(content) ?? '')
    .digest('hex');
}

describe('GET /api/document/:type/:code', () => {
  it('returns the demo estimate with supplier, customer, items and totals', async () => {
    const response = await t.app.inject(`/api/document/estimate/${DEMO_ESTIMATE_CODE}`);
    assert.equal(response.statusCode, 200);
    const { success, document } = response.json() as DocumentResponse;
    assert.equal(success, true);
    // The dates as seeded (not recomputed: the seed may be from before midnight).
    const [seeded] = await t.database.db
      .select({
        rentalFrom: orders.rentalFrom,
        rentalTo: orders.rentalTo,
        issueDate: documents.issueDate,
        dueDate: documents.dueDate,
      })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(eq(documents.code, DEMO_ESTIMATE_CODE));
    const dates = {
      rentalFrom: seeded?.rentalFrom?.replace(' ', 'T').slice(0, 16),
      rentalTo: seeded?.rentalTo?.replace(' ', 'T').slice(0, 16),
      issueDate: seeded?.issueDate,
      dueDate: seeded?.dueDate,
    };
    // A proforma is due a week after its issue (the demo's is, like any placed order's), and
    // the demo order's is due before its rental starts.
    assert.ok(dates.issueDate && dates.dueDate && dates.rentalFrom);
    const weekAfterIssue = new Date(Date.parse(`${dates.issueDate}T12:00:00Z`) + 7 * 86_400_000);
    assert.equal(dates.dueDate, weekAfterIssue.toISOString().slice(0, 10));
    assert.ok(dates.dueDate < dates.rentalFrom.slice(0, 10));
    assert.deepEqual(
      { ...document, supplier: undefined },
      {
        type: 'estimate',
        code: DEMO_ESTIMATE_CODE,
        number: 'ZF260001',
        orderNumber: DEMO_ORDER_NUMBER,
        variableSymbol: DEMO_ORDER_NUMBER,
        issueDate: dates.issueDate,
        dueDate: dates.dueDate,
        currency: 'czk',
        supplier: undefined,
        customer: {
          name: 'Ateliér Vltava s.r.o.',
          street: 'Korunní 2569/108',
          city: 'Praha 10',
          zipCode: '101 00',
          country: 'CZ',
          taxRegNo: '17508622',
          vatRegNo: 'CZ17508622',
          email: 'produkce@ateliervltava.example',
        },
        rentalFrom: dates.rentalFrom,
        rentalTo: dates.rentalTo,
        items: [
          {
            name: 'ARRI Alexa Mini LF',
            nameEn: 'ARRI Alexa Mini LF',
            quantity: 1,
            days: 3,
            unitPrice: 9000,
            total: 27_000,
            vat: 5670,
            vatRate: 21,
          },
          {
            name: 'Canon CN-E 50mm T1.3 L F',
            nameEn: 'Canon CN-E 50mm T1.3 L F',
            quantity: 1,
            days: 3,
            unitPrice: 900,
            total: 2700,
            vat: 567,
            vatRate: 21,
          },
          {
            name: 'Aputure LS 600d Pro',
            nameEn: 'Aputure LS 600d Pro',
            quantity: 2,
            days: 3,
            unitPrice: 1200,
            total: 7200,
            vat: 1512,
            vatRate: 21,
          },
        ],
        totals: { withoutVat: 36_900, vat: 7749, withVat: 44_649 },
        taxableSupplyDate: null,
        settlement: null,
        amountDue: 44_649,
        refund: 0,
        received: null,
        corrects: null,
        reason: null,
        notice: null,
        payment: {
          bankAccount: document.supplier.bankAccount,
          iban: document.supplier.iban,
          variableSymbol: DEMO_ORDER_NUMBER,
          amount: 44_649,
          spd: `SPD*1.0*ACC:${document.supplier.iban}*AM:44649.00*CC:CZK*X-VS:${DEMO_ORDER_NUMBER}*DT:${dates.dueDate?.replaceAll('-', '')}*MSG:Zalohova faktura ZF260001`,
        },
        exchange: null,
        digest: document.digest,
      },
    );
    // The digest is of the content as served, kept since the issue.
    assert.match(document.digest, /^[0-9a-f]{64}$/);
    assert.equal(document.digest, digestOfServed(document));
    const [stored] = await t.database.db
      .select({ digest: documents.digest })
      .from(documents)
      .where(eq(documents.code, DEMO_ESTIMATE_CODE));
    assert.equal(stored?.digest, document.digest);
    assert.equal(document.supplier.country, 'CZ');
    assert.match(document.supplier.taxRegNo, /^\d{8}$/);
    assert.equal(document.supplier.vatRegNo, `CZ${document.supplier.taxRegNo}`);
    assert.match(document.supplier.iban, /^CZ\d{22}$/);
    assert.match(document.supplier.bankAccount, /^\d+\/\d{4}$/);
  });

  it('bills what the order charges: items, shipping, insurance and the voucher, at its totals', async () => {
    const [voucher] = await t.database.db
      .insert(vouchers)
      .values({ code: 'ZIMA5', type: 'fixed', value: 400, usesLeft: 1 })
      .returning();
    assert.ok(voucher);
    const placed = await placeTestOrder(t.database.db, {
      lines: [
        { productId: 17, quantity: 2 },
        { productId: 3, quantity: 1 },
      ],
      voucher: { id: voucher.id, code: 'ZIMA5', discount: 400 },
      shipping: {
        data: {
          pickup: { type: 'branch', branchId: 1, window: null, address: null },
          return: {
            type: 'courier',
            branchId: null,
            window: '08-12',
            address: { street: 'Dlouhá 5', city: 'Praha 1', zipCode: '110 00', country: 'CZ' },
          },
        },
        pickupPrice: 0,
        returnPrice: 290,
      },
      insurance: {
        data: {
          id: 'eu',
          countries: ['DE'],
          birthNumber: null,
          bornDate: null,
          permanentAddress: null,
          companyId: '17508622',
          student: false,
          isic: null,
        },
        price: 630,
      },
    });
    const response = await t.app.inject(`/api/document/estimate/${placed.estimateCode}`);
    assert.equal(response.statusCode, 200);
    const { document } = response.json() as DocumentResponse;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    assert.ok(order && order.totalWithVat > 0);
    assert.deepEqual(
      document.items.slice(-3).map(({ total }) => total),
      [630, 290, -400],
    );
    assert.deepEqual(
      document.items.slice(-2).map(({ name, nameEn }) => [name, nameEn]),
      [
        ['Doprava', 'Shipping'],
        ['Sleva ZIMA5', 'Discount ZIMA5'],
      ],
    );
    const sum = document.items.reduce((total, item) => total + item.total, 0);
    assert.equal(sum, order.price);
    assert.deepEqual(document.totals, {
      withoutVat: order.price,
      vat: order.vat,
      withVat: order.totalWithVat,
    });
    // The order's VAT, rounded once over its price, spread over the lines: they add up to it.
    assert.equal(
      document.items.reduce((total, item) => total + item.vat, 0),
      order.vat,
    );
    for (const item of document.items) {
      assert.ok(Math.abs(item.vat - item.total * 0.21) <= 1, `${item.name}: ${item.vat}`);
    }
    assert.equal(document.amountDue, order.totalWithVat);
    assert.equal(document.payment?.amount, order.totalWithVat);
  });

  it('returns the seeded invoice: the whole supply less the advance paid, nothing left to transfer', async () => {
    const { document, order } = await documentAndOrder('invoice', LIFECYCLE_INVOICE.code);
    assert.equal(order.status, 'INVOICED');
    assert.equal(document.type, 'invoice');
    assert.match(document.number, /^FV\d{8}$/);
    // The supply is the rental's return day (VAT Act §29: the date of the taxable supply).
    assert.equal(document.taxableSupplyDate, order.rentalTo?.slice(0, 10));
    const [advance, ...others] = await storedDocuments(order.id, 'tax-document');
    assert.ok(advance);
    assert.equal(others.length, 0);
    const received = await receivedOf(order.id);
    assert.equal(received, order.totalWithVat);
    // The supply's lines, then the advance deducted by its tax document, negative.
    const supply = document.items.slice(0, -1);
    const deduction = document.items.at(-1);
    assert.equal(
      supply.reduce((sum, item) => sum + item.total, 0),
      order.price,
    );
    assert.equal(
      supply.reduce((sum, item) => sum + item.vat, 0),
      order.vat,
    );
    assert.ok(
      deduction?.name.startsWith(`Odpočet zálohy – daňový doklad ${advance.number}`),
      deduction?.name,
    );
    assert.ok(deduction?.nameEn.includes(advance.number), deduction?.nameEn);
    assert.equal(deduction?.total, -(advance.price ?? 0));
    assert.equal(deduction?.vat, -(advance.vat ?? 0));
    assert.deepEqual(document.settlement, {
      supply: { withoutVat: order.price, vat: order.vat, withVat: order.totalWithVat },
      advances: { withoutVat: advance.price, vat: advance.vat, withVat: received },
    });
    // Paid in full: the lines add up to nothing, nothing is asked.
    assert.deepEqual(document.totals, { withoutVat: 0, vat: 0, withVat: 0 });
    assert.equal(document.amountDue, 0);
    assert.equal(document.payment, null);
    assert.equal(document.refund, 0);
    assert.equal(document.corrects, null);
    assert.equal(document.reason, null);
    assert.equal(document.customer.name, 'Petr Postupný');
  });

  it('returns the seeded credit note: negative amounts, what it corrects and why', async () => {
    const { document, order } = await documentAndOrder(
      'repair-invoice',
      LIFECYCLE_CREDIT_NOTE_CODE,
    );
    assert.equal(order.status, 'CANCELED');
    assert.match(document.number, /^OD\d{8}$/);
    // The cancelled order was paid in full and never invoiced: it costs nothing now, so the note
    // credits all that was received, against the tax document of the payment.
    const received = await receivedOf(order.id);
    assert.ok(received > 0);
    assert.equal(document.totals.withVat, -received);
    assert.equal(document.totals.vat, -Math.round((received * 21) / 121));
    assert.equal(document.totals.withoutVat + document.totals.vat, document.totals.withVat);
    assert.equal(document.refund, received);
    assert.equal(document.amountDue, 0);
    assert.equal(document.payment, null);
    assert.equal(document.settlement, null);
    // What the shop keeps now: received − credited.
    assert.equal(order.paidAmount, 0);
    assert.deepEqual(document.reason, LIFECYCLE_CREDIT_NOTE_REASON);
    assert.deepEqual(document.reason, { cs: 'Zrušení objednávky', en: 'Order cancelled' });
    const [advance] = await storedDocuments(order.id, 'tax-document');
    assert.ok(advance);
    assert.deepEqual(document.corrects, {
      type: 'tax-document',
      number: advance.number,
      issueDate: advance.issueDate,
    });
    assert.ok(document.taxableSupplyDate);
  });

  it('returns the tax document of a received payment: the payment, its VAT by the coefficient', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.status, 'PART_PAID'));
    assert.ok(order);
    const [advance] = await storedDocuments(order.id, 'tax-document');
    assert.ok(advance);
    const { document } = await documentAndOrder('tax-document', advance.code);
    const received = await receivedOf(order.id);
    assert.ok(received > 0 && received < order.totalWithVat);
    assert.match(document.number, /^DP\d{8}$/);
    assert.equal(document.received?.amount, received);
    assert.equal(document.received?.method, 'transfer');
    assert.equal(document.taxableSupplyDate, document.received?.date);
    assert.equal(document.totals.withVat, received);
    assert.equal(document.totals.vat, Math.round((received * 21) / 121));
    assert.equal(document.items.length, 1);
    assert.equal(document.amountDue, 0);
    assert.equal(document.payment, null);
  });

  it('a part-paid proforma stays as issued; the next one asks for exactly what is owed, in its QR Platba too', async () => {
    const email = 'zaloha-doklad@example.cz';
    const placed = await placeTestOrder(t.database.db, {
      lines: [{ productId: 17, quantity: 1 }],
      email,
      from: '2032-03-16T10:00',
      to: '2032-03-18T18:00',
      accountPasswordHash: await hash(TEST_PASSWORD),
    });
    const paid = await recordPayment(t.database.db, placed.orderNumber, 1000);
    assert.equal(paid.status, 'PART_PAID');
    assert.equal(paid.paidAmount, 1000);
    // The tax document of the 1000 CZK: VAT 1000 × 21/121 = 173.55 → 174.
    const [advance] = await storedDocuments(placed.orderId, 'tax-document');
    assert.ok(advance);
    assert.deepEqual([advance.price, advance.vat, advance.totalWithVat], [826, 174, 1000]);

    const token = await signIn(t.app, email);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/order/update',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        orderNumber: placed.orderNumber,
        orderAction: 'addItems',
        items: [{ productId: 4, quantity: 1 }],
      },
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal((added.json() as OrderUpdateResponse).preview, false);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    assert.ok(order && order.totalWithVat > 1000);
    assert.equal(order.status, 'PART_PAID');

    const [first, second, ...more] = await storedDocuments(placed.orderId, 'estimate');
    assert.ok(first && second);
    assert.equal(more.length, 0);
    assert.equal(second.number, `${first.number}-2`);
    // The first proforma is as it was issued: the whole of the order as placed.
    const firstServed = (await documentAndOrder('estimate', first.code)).document;
    assert.equal(firstServed.amountDue, first.totalWithVat);
    assert.equal(firstServed.settlement, null);
    assert.notEqual(firstServed.totals.withVat, order.totalWithVat);

    const { document } = await documentAndOrder('estimate', second.code);
    const left = order.totalWithVat - 1000;
    assert.equal(document.amountDue, left);
    assert.equal(document.totals.withVat, left);
    assert.deepEqual(document.settlement, {
      supply: { withoutVat: order.price, vat: order.vat, withVat: order.totalWithVat },
      advances: { withoutVat: 826, vat: 174, withVat: 1000 },
    });
    const deducted = document.items.at(-1);
    assert.deepEqual([deducted?.total, deducted?.vat], [-826, -174]);
    assert.equal(document.payment?.amount, left);
    assert.equal(
      document.payment?.spd,
      `SPD*1.0*ACC:${document.supplier.iban}*AM:${left}.00*CC:CZK*X-VS:${order.orderNumber}*DT:${document.dueDate.replaceAll('-', '')}*MSG:Zalohova faktura ${second.number}`,
    );
  });

  it('sends no referrer and asks not to be indexed', async () => {
    const response = await t.app.inject(`/api/document/invoice/${LIFECYCLE_INVOICE.code}`);
    assert.equal(response.headers['x-robots-tag'], 'noindex');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  const notFound: Array<[string, string]> = [
    [
      'the invoice code one character off',
      `/api/document/invoice/${LIFECYCLE_INVOICE.code.slice(0, -1)}1`,
    ],
    ['the credit note code under invoice', `/api/document/invoice/${LIFECYCLE_CREDIT_NOTE_CODE}`],
    ['an unknown code', `/api/document/estimate/${'0'.repeat(32)}`],
    ['the right code under another type', `/api/document/invoice/${DEMO_ESTIMATE_CODE}`],
    ['an unknown type', `/api/document/receipt/${DEMO_ESTIMATE_CODE}`],
    ['a code with different case', `/api/document/estimate/${DEMO_ESTIMATE_CODE.toUpperCase()}`],
    ['a malformed code', '/api/document/estimate/%27--'],
  ];
  for (const [title, url] of notFound) {
    it(`404 for ${title}`, async () => {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { success: false, message: 'Document not found' });
    });
  }

  it('400 for a code with a control character, before any look-up', async () => {
    const response = await t.app.inject('/api/document/estimate/%00%27--');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'code must not contain control characters',
    });
  });
});
