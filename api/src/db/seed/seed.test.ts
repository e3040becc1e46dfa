import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  addressPoints,
  branches,
  categories,
  categoryGroups,
  currencyRates,
  customers,
  documents,
  orders,
  pages,
  products,
  redirects,
  registryCompanies,
} from '../schema';
import { buildCatalogue } from './catalogue';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER, demoOrderDates, PRODUCTS } from './demo-data';
import { LIFECYCLE_CUSTOMER, LIFECYCLE_ORDERS } from './lifecycle-orders';
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
  });

  it('does nothing the second time', async () => {
    const before = await rows(products);
    assert.equal(await seed(database.db), false);
    assert.equal(await rows(products), before);
    assert.equal(await rows(orders), 1 + LIFECYCLE_ORDERS.length);
  });

  it('gives the demo customer an order in each status with the documents it has by then', async () => {
    const rows = await database.db
      .select({ id: orders.id, status: orders.status, total: orders.totalWithVat })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(customers.email, LIFECYCLE_CUSTOMER.email))
      .orderBy(asc(orders.id));
    assert.deepEqual(
      rows.map((row) => row.status),
      LIFECYCLE_ORDERS.map((plan) => plan.status),
    );
    for (const row of rows) {
      const issued = await database.db
        .select()
        .from(documents)
        .where(eq(documents.orderId, row.id))
        .orderBy(asc(documents.id));
      const expected = ['estimate'];
      if (row.status === 'INVOICED' || row.status === 'SENT') expected.push('invoice');
      if (row.status === 'CANCELED') expected.push('repair-invoice');
      assert.deepEqual(
        issued.map((document) => document.type),
        expected,
        row.status,
      );
      const [estimate, second] = issued;
      assert.equal(estimate?.totalWithVat, row.total);
      if (second?.type === 'invoice') {
        assert.match(second.number, /^FV\d{8}$/);
        assert.equal(second.totalWithVat, row.total);
      }
      if (second?.type === 'repair-invoice') {
        assert.match(second.number, /^OD\d{8}$/);
        assert.equal(second.totalWithVat, -row.total);
        assert.equal(second.correctsDocumentId, estimate?.id);
      }
    }
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
      assert.equal(dates.dueDate, monday);
      assert.equal(dates.rentalTo.slice(11), '18:00');
      assert.equal(new Date(`${dates.rentalTo.slice(0, 10)}T12:00:00Z`).getUTCDay(), 3);
      assert.ok(dates.issueDate < today);
    }
  });
});
