import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ShopDocument } from '@shop/shared/contract';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  addressPoints,
  branches,
  categories,
  categoryGroups,
  currencyRates,
  customers,
  documents,
  orderItems,
  orders,
  outboxMessages,
  pages,
  payments,
  products,
  redirects,
  registryCompanies,
} from '../schema';
import { buildCatalogue } from './catalogue';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER, demoOrderDates, PRODUCTS } from './demo-data';
import {
  LIFECYCLE_CREDIT_NOTE_CODE,
  LIFECYCLE_CREDIT_NOTE_REASON,
  LIFECYCLE_CUSTOMER,
  LIFECYCLE_INVOICE,
  LIFECYCLE_TAX_DOCUMENT_CODE,
} from './lifecycle-data';
import { LIFECYCLE_ORDERS } from './lifecycle-orders';
import { seed } from './seed';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase({ seed: false });
});
after(async () => {
  await database?.close();
});

type Table =
  | typeof products
  | typeof categories
  | typeof categoryGroups
  | typeof orders
  | typeof pages
  | typeof branches
  | typeof redirects
  | typeof addressPoints
  | typeof registryCompanies;

async function rows(table: Table) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('seed', () => {
  it('fills an empty database', async () => {
    assert.equal(await rows(products), 0);
    assert.equal(await seed(database.db), true);
    assert.equal(await rows(products), buildCatalogue().products.length);
    assert.ok((await rows(products)) >= 300);
    assert.ok((await rows(categories)) >= 12);
    assert.ok((await rows(categoryGroups)) >= 5);
    assert.ok((await rows(pages)) >= 40);
    assert.equal(await rows(branches), 2);
    assert.ok((await rows(redirects)) >= 5);
    assert.ok((await rows(addressPoints)) >= 300);
    assert.ok((await rows(registryCompanies)) >= 30);
    assert.deepEqual(
      (await database.db.select().from(currencyRates).orderBy(currencyRates.code)).map((r) => [
        r.code,
        r.czkPerUnit,
      ]),
      [
        ['eur', 25],
        ['usd', 23],
      ],
    );
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, DEMO_ORDER_NUMBER));
    assert.equal(order?.status, 'ORDERED');
    assert.match(order?.orderNumber ?? '', /^\d{8}$/);
    const [estimate] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.code, DEMO_ESTIMATE_CODE));
    assert.equal(estimate?.type, 'estimate');
    // The demo order is placed through billing: real prices and its proforma asking for them.
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? -1));
    const price = items.reduce((sum, item) => sum + item.total, 0);
    assert.ok(price > 0);
    assert.equal(order?.price, price);
    assert.equal(order?.totalWithVat, price + (order?.vat ?? 0));
    assert.ok((order?.vat ?? 0) > 0);
    assert.equal(estimate?.number, 'ZF260001');
    assert.equal(estimate?.orderId, order?.id);
    assert.equal(estimate?.totalWithVat, order?.totalWithVat);
    assert.equal(estimate?.amountDue, order?.totalWithVat);
    const content = estimate?.content as ShopDocument | null | undefined;
    assert.equal(content?.payment?.amount, order?.totalWithVat);
    assert.equal(
      content?.items.reduce((sum, item) => sum + item.total, 0),
      price,
    );
  });

  it('does nothing the second time', async () => {
    const before = await rows(products);
    assert.equal(await seed(database.db), false);
    assert.equal(await rows(products), before);
    assert.equal(await rows(orders), 1 + LIFECYCLE_ORDERS.length);
  });

  it('gives the demo customer an order in each status with the documents it has by then', async () => {
    const rows = await database.db
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.totalWithVat,
        paidAmount: orders.paidAmount,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(customers.email, LIFECYCLE_CUSTOMER.email))
      .orderBy(asc(orders.id));
    assert.deepEqual(
      rows.map((row) => row.status),
      LIFECYCLE_ORDERS.map((plan) => plan.status),
    );
    for (const [index, row] of rows.entries()) {
      const plan = LIFECYCLE_ORDERS[index];
      const issued = await database.db
        .select()
        .from(documents)
        .where(eq(documents.orderId, row.id))
        .orderBy(asc(documents.id));
      const received = await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, row.id))
        .orderBy(asc(payments.id));
      const paid = received.reduce((sum, payment) => sum + payment.amount, 0);
      // Every order is placed (its proforma); a paid one has the tax document of its transfer.
      const expected = ['estimate'];
      if (plan && plan.paid > 0) expected.push('tax-document');
      if (row.status === 'INVOICED' || row.status === 'SENT') expected.push('invoice');
      if (row.status === 'CANCELED') expected.push('repair-invoice');
      assert.deepEqual(
        issued.map((document) => document.type),
        expected,
        row.status,
      );
      assert.equal(received.length, plan && plan.paid > 0 ? 1 : 0, row.status);
      for (const payment of received) {
        assert.equal(payment.method, 'transfer', row.status);
        assert.ok(payment.paidAt, row.status);
      }
      if (row.status === 'PART_PAID') assert.ok(paid > 0 && paid < row.total);
      else if (plan && plan.paid > 0) assert.equal(paid, row.total, row.status);

      const estimate = issued.find((document) => document.type === 'estimate');
      const estimateContent = estimate?.content as ShopDocument | null | undefined;
      assert.equal(estimate?.totalWithVat, row.total, row.status);
      // A conflict order's proforma asks nothing until staff confirm it.
      assert.equal(estimate?.amountDue, row.status === 'CREATED' ? 0 : row.total, row.status);
      if (row.status === 'CREATED') {
        assert.ok(estimateContent?.notice, row.status);
        assert.equal(estimateContent?.payment, null, row.status);
      } else {
        assert.equal(estimateContent?.notice, null, row.status);
        assert.equal(estimateContent?.payment?.amount, row.total, row.status);
      }

      const tax = issued.find((document) => document.type === 'tax-document');
      if (tax) {
        const content = tax.content as ShopDocument;
        const [payment] = received;
        assert.match(tax.number, /^DP\d{8}$/);
        assert.equal(tax.paymentId, payment?.id);
        assert.equal(tax.totalWithVat, paid);
        assert.equal(tax.vat, Math.round((paid * 21) / 121), row.status);
        assert.equal((tax.price ?? 0) + (tax.vat ?? 0), paid);
        assert.equal(content.received?.method, 'transfer');
        assert.equal(content.received?.amount, paid);
        assert.equal(content.taxableSupplyDate, content.received?.date);
      }

      const credited = issued
        .filter((document) => document.type === 'repair-invoice')
        .reduce((sum, document) => sum - (document.totalWithVat ?? 0), 0);
      // What the shop keeps: received − credited.
      assert.equal(row.paidAmount, paid - credited, row.status);

      const invoice = issued.find((document) => document.type === 'invoice');
      if (invoice) {
        const content = invoice.content as ShopDocument;
        assert.match(invoice.number, /^FV\d{8}$/);
        assert.equal(content.settlement?.supply.withVat, row.total);
        assert.equal(content.settlement?.advances.withVat, paid);
        // Paid in full by the advance: the invoice deducts it and asks nothing more.
        assert.equal(content.amountDue, 0);
        assert.equal(content.totals.withVat, 0);
        assert.equal(content.payment, null);
        const deduction = content.items.at(-1);
        assert.equal(deduction?.total, -(tax?.price ?? 0));
        assert.equal(deduction?.vat, -(tax?.vat ?? 0));
        assert.ok(deduction?.name.includes(tax?.number ?? '-'), deduction?.name);
      }

      const note = issued.find((document) => document.type === 'repair-invoice');
      if (note) {
        const content = note.content as ShopDocument;
        assert.match(note.number, /^OD\d{8}$/);
        // Paid in full, then cancelled (costs 0): all of it is credited, against the tax document.
        assert.equal(note.totalWithVat, -paid);
        assert.equal(note.correctsDocumentId, tax?.id);
        assert.equal(content.corrects?.number, tax?.number);
        assert.equal(content.refund, paid);
        assert.deepEqual(content.reason, LIFECYCLE_CREDIT_NOTE_REASON);
        assert.deepEqual(content.reason, { cs: 'Zrušení objednávky', en: 'Order cancelled' });
        assert.equal(row.paidAmount, 0);
      }
    }
    const [fixedInvoice] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.code, LIFECYCLE_INVOICE.code));
    assert.equal(fixedInvoice?.type, 'invoice');
    const [fixedNote] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.code, LIFECYCLE_CREDIT_NOTE_CODE));
    assert.equal(fixedNote?.type, 'repair-invoice');
    const [fixedTaxDocument] = await database.db
      .select({ type: documents.type, status: orders.status })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(eq(documents.code, LIFECYCLE_TAX_DOCUMENT_CODE));
    assert.deepEqual(fixedTaxDocument, { type: 'tax-document', status: 'PAID' });
  });

  it('tells nobody of the seeded orders: no message is left to send', async () => {
    const unsent = await database.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(isNull(outboxMessages.sentAt));
    assert.equal(unsent[0]?.n, 0);
  });

  it('keeps the original demo products at ids 1–40', async () => {
    const original = await database.db.select().from(products).orderBy(products.id).limit(40);
    assert.deepEqual(
      original.map((p) => [p.id, p.name]),
      PRODUCTS.map((p, index) => [index + 1, p.name]),
    );
  });

  it('gives every product unique slugs and a search text without diacritics', async () => {
    const all = await database.db.select().from(products);
    assert.equal(new Set(all.map((p) => p.slug)).size, all.length);
    assert.equal(new Set(all.map((p) => p.slugEn)).size, all.length);
    for (const product of all) {
      assert.match(product.slug, SLUG);
      assert.match(product.slugEn, SLUG);
      assert.equal(
        product.searchText,
        product.searchText.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
      );
      assert.ok(product.isForRent || product.isForSale);
    }
  });

  it('writes page slugs and sanitised bodies', async () => {
    const all = await database.db.select().from(pages);
    for (const page of all) {
      assert.match(page.slug, SLUG, page.slug);
      assert.match(page.slugEn, SLUG, page.slugEn);
      for (const body of [page.body, page.bodyEn]) {
        assert.doesNotMatch(body, /<script|onerror=|javascript:/i);
        assert.ok(body.length > 0);
      }
    }
    const count = (type: string) => all.filter((p) => p.type === type).length;
    assert.ok(count('blog') >= 10);
    assert.ok(count('faq') >= 20);
    assert.ok(count('about-rental') >= 5);
    assert.equal(count('terms'), 1);
  });

  it('grows the catalogue with variants on request, once', async () => {
    const before = await rows(products);
    assert.equal(await seed(database.db, { products: before + 25 }), true);
    assert.equal(await rows(products), before + 25);
    assert.equal(await seed(database.db, { products: before + 25 }), false);
    const [variant] = await database.db
      .select()
      .from(products)
      .where(eq(products.id, before + 25));
    assert.match(variant?.name ?? '', / – varianta 25$/);
    assert.match(variant?.slugEn ?? '', /-variant-25$/);
  });
});

describe('demoOrderDates', () => {
  it('rents from the Monday at least a week after the seed day to its Wednesday', () => {
    const cases: Array<[string, string]> = [
      ['2026-11-23', '2026-11-30'], // a Monday: the next one
      ['2026-11-22', '2026-11-30'], // a Sunday
      ['2026-11-24', '2026-12-07'], // a Tuesday: 13 days
      ['2026-12-28', '2027-01-04'], // over the new year
    ];
    for (const [today, monday] of cases) {
      const dates = demoOrderDates(today);
      assert.equal(dates.rentalFrom, `${monday}T09:00`, today);
      assert.equal(dates.rentalTo.slice(11), '18:00');
      assert.equal(new Date(`${dates.rentalTo.slice(0, 10)}T12:00:00Z`).getUTCDay(), 3);
      assert.ok(dates.issueDate < today);
    }
  });
});
