import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DocumentResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { documents, orders, vouchers } from '../../db/schema';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import {
  LIFECYCLE_CREDIT_NOTE_CODE,
  LIFECYCLE_CREDIT_NOTE_REASON,
  LIFECYCLE_INVOICE,
} from '../../db/seed/lifecycle-orders';
import { createTestApp, type TestApp } from '../../test/test-db';
import { placeTestOrder } from '../order/test-cart';

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
    assert.ok(dates.rentalFrom && dates.dueDate && dates.rentalFrom.startsWith(dates.dueDate));
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
            vatRate: 21,
          },
          {
            name: 'Canon CN-E 50mm T1.3 L F',
            nameEn: 'Canon CN-E 50mm T1.3 L F',
            quantity: 1,
            days: 3,
            unitPrice: 900,
            total: 2700,
            vatRate: 21,
          },
          {
            name: 'Aputure LS 600d Pro',
            nameEn: 'Aputure LS 600d Pro',
            quantity: 2,
            days: 3,
            unitPrice: 1200,
            total: 7200,
            vatRate: 21,
          },
        ],
        totals: { withoutVat: 36_900, vat: 7749, withVat: 44_649 },
        taxableSupplyDate: null,
        paidAmount: 0,
        balance: 44_649,
        corrects: null,
        reason: null,
        payment: {
          bankAccount: document.supplier.bankAccount,
          iban: document.supplier.iban,
          variableSymbol: DEMO_ORDER_NUMBER,
          amount: 44_649,
          spd: `SPD*1.0*ACC:${document.supplier.iban}*AM:44649.00*CC:CZK*X-VS:${DEMO_ORDER_NUMBER}*MSG:Zalohova faktura ZF260001`,
        },
        exchange: null,
      },
    );
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
  });

  it('returns the seeded invoice: a tax document, fully paid, nothing left to transfer', async () => {
    const { document, order } = await documentAndOrder('invoice', LIFECYCLE_INVOICE.code);
    assert.equal(order.status, 'INVOICED');
    assert.equal(document.type, 'invoice');
    assert.match(document.number, /^FV\d{8}$/);
    // The supply is the rental's return day (VAT Act §29: the date of the taxable supply).
    assert.equal(document.taxableSupplyDate, order.rentalTo?.slice(0, 10));
    assert.equal(document.totals.withVat, order.totalWithVat);
    assert.equal(document.paidAmount, order.totalWithVat);
    assert.equal(document.balance, 0);
    assert.equal(document.payment, null);
    assert.equal(document.corrects, null);
    assert.equal(document.customer.name, 'Petr Postupný');
  });

  it('returns the seeded credit note: negative amounts, what it corrects and why', async () => {
    const { document, order } = await documentAndOrder(
      'repair-invoice',
      LIFECYCLE_CREDIT_NOTE_CODE,
    );
    assert.equal(order.status, 'CANCELED');
    assert.match(document.number, /^OD\d{8}$/);
    // The cancelled order was paid in full and never invoiced: the note returns the payment and
    // corrects the order's proforma.
    assert.equal(document.totals.withVat, -order.paidAmount);
    assert.equal(document.totals.withoutVat + document.totals.vat, document.totals.withVat);
    assert.equal(document.balance, -order.paidAmount);
    assert.equal(document.paidAmount, 0);
    assert.equal(document.payment, null);
    assert.equal(document.reason, LIFECYCLE_CREDIT_NOTE_REASON);
    const [estimate] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.orderId, order.id));
    assert.ok(estimate);
    assert.deepEqual(document.corrects, {
      type: 'estimate',
      number: estimate.number,
      issueDate: estimate.issueDate,
    });
    assert.ok(document.taxableSupplyDate);
  });

  it('a part-paid proforma asks for the rest, in its QR Platba too', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.status, 'PART_PAID'));
    assert.ok(order && order.paidAmount > 0 && order.paidAmount < order.totalWithVat);
    const [estimate] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.orderId, order.id));
    assert.ok(estimate);
    const response = await t.app.inject(`/api/document/estimate/${estimate.code}`);
    const { document } = response.json() as DocumentResponse;
    const left = order.totalWithVat - order.paidAmount;
    assert.equal(document.paidAmount, order.paidAmount);
    assert.equal(document.balance, left);
    assert.equal(document.payment?.amount, left);
    assert.equal(
      document.payment?.spd,
      `SPD*1.0*ACC:${document.supplier.iban}*AM:${left}.00*CC:CZK*X-VS:${order.orderNumber}*MSG:Zalohova faktura ${estimate.number}`,
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
