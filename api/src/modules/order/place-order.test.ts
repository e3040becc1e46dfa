import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash, verify } from '@node-rs/argon2';
import { toPragueDate } from '@shop/shared/rules/prague-time';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  bundleItems,
  carts,
  customers,
  documents,
  orderItems,
  orders,
  products,
  vouchers,
} from '../../db/schema';
import { DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import { placeOrder } from '../../flows/place-order';
import { createTestCart, placeTestOrder, TEST_RENTAL } from '../../test/test-cart';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { testWeek } from '../../test/test-week';
import { bookableUnits, giveUnits } from '../../test/units';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

const db = () => database.db;
const year = toPragueDate(new Date()).slice(2, 4);

async function orderRow(id: number) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  assert.ok(row);
  return row;
}

describe('placeOrder', () => {
  it('places an ORDERED order: number, snapshot, prices, items, estimate, customer, voucher', async () => {
    const [voucher] = await db()
      .insert(vouchers)
      .values({ code: 'LETO10', type: 'percent', value: 10, usesLeft: 2 })
      .returning();
    assert.ok(voucher);
    const passwordHash = await hash('tajneheslo');
    const placed = await placeTestOrder(db(), {
      lines: [
        { productId: 17, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      voucher: { id: voucher.id, code: 'LETO10', discount: 500 },
      accountPasswordHash: passwordHash,
      email: 'Jana.Novakova@Example.cz',
    });
    assert.equal(placed.status, 'ORDERED');
    assert.equal(placed.created, true);
    assert.match(placed.orderNumber, new RegExp(`^${year}\\d{6}$`));
    assert.match(placed.estimateCode, /^[0-9a-f]{32}$/);

    const order = await orderRow(placed.orderId);
    assert.equal(order.orderNumber, placed.orderNumber);
    assert.equal(order.status, 'ORDERED');
    assert.equal(order.cartId, placed.cartId);
    assert.equal(order.locale, 'cs');
    assert.equal(order.customerName, 'Jana Nováková');
    assert.equal(order.customerStreet, 'Korunní 2569/108');
    assert.equal(order.customerZipCode, '101 00');
    assert.equal(order.customerCity, 'Praha 10');
    assert.equal(order.customerEmail, 'jana.novakova@example.cz');
    assert.equal(order.projectName, 'Reklama Léto');
    assert.equal(order.note, 'Vyzvednu osobně');
    assert.equal(order.rentalFrom, `${TEST_RENTAL.from.replace('T', ' ')}:00`);
    assert.equal(order.rentalTo, `${TEST_RENTAL.to.replace('T', ' ')}:00`);
    assert.equal(order.voucherCode, 'LETO10');
    assert.equal(order.voucherDiscount, 500);
    assert.equal(order.totalWithVat, order.price + order.vat);
    assert.equal(order.paidAmount, 0);

    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.orderId))
      .orderBy(asc(orderItems.position));
    assert.deepEqual(
      items.map((item) => [item.productId, item.quantity, item.days, item.isSale]),
      [
        [17, 2, 3, false],
        [2, 1, 3, false],
      ],
    );
    for (const item of items) assert.equal(item.total, item.unitPrice * item.quantity * 3);
    assert.equal(order.price, items.reduce((sum, item) => sum + item.total, 0) - 500);

    const [estimate] = await db()
      .select()
      .from(documents)
      .where(eq(documents.orderId, placed.orderId));
    assert.ok(estimate);
    assert.equal(estimate.type, 'estimate');
    assert.equal(estimate.code, placed.estimateCode);
    assert.equal(estimate.number, `ZF${year}${placed.orderNumber.slice(4)}`);
    assert.equal(estimate.issueDate, toPragueDate(new Date()));
    const due = new Date(`${estimate.issueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    assert.equal(estimate.dueDate, due.toISOString().slice(0, 10));

    const [used] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    assert.equal(used?.usesLeft, 1);

    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, order.customerId ?? 0));
    assert.ok(customer);
    assert.equal(customer.email, 'jana.novakova@example.cz');
    assert.match(customer.customerKey, /^[0-9a-f]{32}$/);
    assert.equal(customer.passwordHash, passwordHash);
    assert.ok(await verify(customer.passwordHash ?? '', 'tajneheslo'));

    const [cart] = await db().select().from(carts).where(eq(carts.id, placed.cartId));
    assert.equal(cart?.orderId, placed.orderId);
  });

  it('is idempotent per cart: placing again answers the same order and writes nothing', async () => {
    const { cartRow, cart } = await createTestCart(db(), {
      lines: [{ productId: 5, quantity: 1 }],
    });
    const first = await db().transaction((tx) => placeOrder(tx, { cartRow, cart, locale: 'en' }));
    const count = async () =>
      (await db().select({ n: sql<number>`count(*)::integer` }).from(orders))[0]?.n;
    const before = await count();
    const again = await db().transaction((tx) => placeOrder(tx, { cartRow, cart, locale: 'en' }));
    const { cartRow: firstCart, ...firstOrder } = first;
    const { cartRow: againCart, ...againOrder } = again;
    assert.deepEqual(againOrder, { ...firstOrder, created: false });
    assert.equal(againCart.orderId, firstCart.orderId);
    assert.equal(await count(), before);
    assert.equal((await orderRow(first.orderId)).locale, 'en');
  });

  it('hands out sequential order numbers, also to concurrent placements', async () => {
    const a = await placeTestOrder(db(), { lines: [{ productId: 6, quantity: 1 }] });
    const b = await placeTestOrder(db(), { lines: [{ productId: 6, quantity: 1 }] });
    assert.equal(Number(b.orderNumber), Number(a.orderNumber) + 1);
    const carts = await Promise.all(
      Array.from({ length: 5 }, () =>
        createTestCart(db(), { lines: [{ productId: 7, quantity: 1 }] }),
      ),
    );
    const placed = await Promise.all(
      carts.map(({ cartRow, cart }) =>
        db().transaction((tx) => placeOrder(tx, { cartRow, cart, locale: 'cs' })),
      ),
    );
    const numbers = placed.map((p) => Number(p.orderNumber)).sort((x, y) => x - y);
    assert.deepEqual(
      numbers,
      numbers.map((_, index) => Number(b.orderNumber) + 1 + index),
    );
    // The seeded demo order keeps its number; counting starts after the year's highest one.
    if (year === DEMO_ORDER_NUMBER.slice(0, 2))
      assert.ok(Number(a.orderNumber) > Number(DEMO_ORDER_NUMBER));
  });

  it('stores CREATED (conflict) when stock is short for the dates, ORDERED otherwise', async () => {
    const [product] = await db()
      .insert(products)
      .values({
        slug: 'test-svetlo-1ks',
        slugEn: 'test-light-1pc',
        name: 'Testovací světlo',
        nameEn: 'Test light',
        brand: 'Test',
        categoryId: 1,
        basePricePerDay: 100,
      })
      .returning();
    assert.ok(product);
    await giveUnits(db(), product.id, 2);
    // A week of business days some twelve weeks ahead: Tuesday to Wednesday, then overlapping it.
    const day = testWeek(12);
    const period = { from: `${day(0)}T10:00`, to: `${day(1)}T18:00`, days: 2 };
    const tooMany = await placeTestOrder(db(), {
      lines: [{ productId: product.id, quantity: 3 }],
      ...period,
    });
    assert.equal(tooMany.status, 'CREATED');
    // A CREATED order holds nothing: both pieces are still free.
    const two = await placeTestOrder(db(), {
      lines: [{ productId: product.id, quantity: 2 }],
      ...period,
    });
    assert.equal(two.status, 'ORDERED');
    const overlapping = await placeTestOrder(db(), {
      lines: [{ productId: product.id, quantity: 1 }],
      from: `${day(1)}T09:00`,
      to: `${day(2)}T18:00`,
    });
    assert.equal(overlapping.status, 'CREATED');
    const later = await placeTestOrder(db(), {
      lines: [{ productId: product.id, quantity: 2 }],
      from: `${day(2)}T09:00`,
      to: `${day(3)}T18:00`,
    });
    assert.equal(later.status, 'ORDERED');
    // Sale lines never need rental stock.
    const sale = await placeTestOrder(db(), {
      lines: [{ productId: product.id, quantity: 5, isSale: true }],
      ...period,
    });
    assert.equal(sale.status, 'ORDERED');
  });

  it('gives the last piece to one of several concurrent placements', async () => {
    const [product] = await db()
      .insert(products)
      .values({
        slug: 'test-posledni-kus',
        slugEn: 'test-last-piece',
        name: 'Poslední kus',
        nameEn: 'Last piece',
        brand: 'Test',
        categoryId: 1,
        basePricePerDay: 100,
      })
      .returning();
    assert.ok(product);
    await giveUnits(db(), product.id, 1);
    const day = testWeek(14);
    const contenders = await Promise.all(
      Array.from({ length: 4 }, () =>
        createTestCart(db(), {
          lines: [{ productId: product.id, quantity: 1 }],
          from: `${day(0)}T10:00`,
          to: `${day(1)}T18:00`,
          days: 2,
        }),
      ),
    );
    const placed = await Promise.all(
      contenders.map(({ cartRow, cart }) =>
        db().transaction((tx) => placeOrder(tx, { cartRow, cart, locale: 'cs' })),
      ),
    );
    assert.deepEqual(placed.map((p) => p.status).sort(), [
      'CREATED',
      'CREATED',
      'CREATED',
      'ORDERED',
    ]);
  });

  it('counts a kit as its parts, together with loose pieces of the same product', async () => {
    const [kit] = await db()
      .select({
        bundleId: bundleItems.bundleId,
        productId: bundleItems.productId,
        quantity: bundleItems.quantity,
      })
      .from(bundleItems)
      .innerJoin(products, eq(products.id, bundleItems.bundleId))
      .where(and(eq(products.kind, 'bundle'), sql`${bundleItems.quantity} = 1`))
      .limit(1);
    assert.ok(kit);
    const [part] = await db().select().from(products).where(eq(products.id, kit.productId));
    assert.ok(part);
    const period = { from: '2032-01-05T10:00', to: '2032-01-06T18:00', days: 2 };
    const placed = await placeTestOrder(db(), {
      lines: [
        { productId: kit.bundleId, quantity: 1 },
        { productId: part.id, quantity: await bookableUnits(db(), part.id) },
      ],
      ...period,
    });
    assert.equal(placed.status, 'CREATED', 'the kit needs one more piece than the stock');
  });

  it('reuses the customer with the same e-mail (any case) and keeps an existing password', async () => {
    const first = await placeTestOrder(db(), {
      lines: [{ productId: 8, quantity: 1 }],
      email: 'petr@example.cz',
      accountPasswordHash: await hash('prvniheslo'),
    });
    const second = await placeTestOrder(db(), {
      lines: [{ productId: 8, quantity: 1 }],
      email: 'PETR@example.cz',
      accountPasswordHash: await hash('druheheslo'),
    });
    const a = await orderRow(first.orderId);
    const b = await orderRow(second.orderId);
    assert.equal(a.customerId, b.customerId);
    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, a.customerId ?? 0));
    assert.ok(await verify(customer?.passwordHash ?? '', 'prvniheslo'));
    // A guest without a password stays a customer without an account.
    const guest = await placeTestOrder(db(), {
      lines: [{ productId: 8, quantity: 1 }],
      email: 'host@example.cz',
    });
    const [guestCustomer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, (await orderRow(guest.orderId)).customerId ?? 0));
    assert.equal(guestCustomer?.passwordHash, null);

    // Nobody gets an account for that guest's e-mail by ordering with it and a password.
    const claim = await placeTestOrder(db(), {
      lines: [{ productId: 8, quantity: 1 }],
      email: 'host@example.cz',
      accountPasswordHash: await hash('cizeheslo'),
    });
    assert.equal((await orderRow(claim.orderId)).customerId, guestCustomer?.id);
    const [stillGuest] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, guestCustomer?.id ?? 0));
    assert.equal(stillGuest?.passwordHash, null);
  });

  it('snapshots the billing company, and adds priced insurance as an item line', async () => {
    const placed = await placeTestOrder(db(), {
      lines: [
        { productId: 9, quantity: 1 },
        { productId: 17, quantity: 2, isSale: false },
      ],
      billing: {
        customerId: 0,
        taxRegNo: '17508622',
        vatRegNo: 'CZ17508622',
        name: 'Ateliér Vltava s.r.o.',
        street: 'Korunní 2569/108',
        city: 'Praha 10',
        zipCode: '101 00',
        country: 'CZ',
      },
      insurance: {
        data: {
          id: 'eu',
          countries: ['DE', 'AT'],
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
    const order = await orderRow(placed.orderId);
    assert.equal(order.customerName, 'Ateliér Vltava s.r.o.');
    assert.equal(order.customerTaxRegNo, '17508622');
    assert.equal(order.customerVatRegNo, 'CZ17508622');
    assert.equal(order.insurancePrice, 630);
    assert.deepEqual(order.insurance?.countries, ['DE', 'AT']);
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.orderId))
      .orderBy(asc(orderItems.position));
    const insurance = items.at(-1);
    assert.deepEqual(
      insurance && [insurance.productId, insurance.name, insurance.quantity, insurance.total],
      [null, 'Pojištění pro použití v EU', 1, 630],
    );
  });

  it('refuses a cart without an e-mail with a 400 naming the field', async () => {
    const { cartRow, cart } = await createTestCart(db(), {
      lines: [{ productId: 5, quantity: 1 }],
    });
    await assert.rejects(
      db().transaction((tx) =>
        placeOrder(tx, { cartRow: { ...cartRow, customer: null }, cart, locale: 'cs' }),
      ),
      (error: Error & { statusCode?: number }) =>
        error.statusCode === 400 && /customer\.email is required/.test(error.message),
    );
  });
});
