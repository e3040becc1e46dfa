import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { verify } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import { signInStaff } from '../../modules/identity';
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS } from '../../modules/payment';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { customers, priceOfferItems, priceOffers, vouchers } from '../schema';
import {
  DEMO_FREQUENT_CUSTOMER,
  DEMO_FREQUENT_CUSTOMER_PASSWORD,
  DEMO_PRICE_OFFERS,
  DEMO_STAFF,
  DEMO_VOUCHERS,
  demoOfferPeriod,
  seedCheckoutData,
} from './checkout-data';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database?.close();
});

describe('demoOfferPeriod', () => {
  const cases: Array<[string, number, { from: string; to: string }]> = [
    // Sunday 22 Nov 2026 + 7 days = Sunday 29 Nov → Monday 30 Nov; two business days on = Wed.
    ['2026-11-22', 7, { from: '2026-11-30T10:00', to: '2026-12-02T18:00' }],
    // 17 Dec + 7 = 24 Dec (holiday) → Mon 28 Dec; +2 business days = Wed 30 Dec.
    ['2026-12-17', 7, { from: '2026-12-28T10:00', to: '2026-12-30T18:00' }],
    // Thu 5 Nov + 0 = Thu; two business days on skips the weekend: Mon 9 Nov.
    ['2026-11-05', 0, { from: '2026-11-05T10:00', to: '2026-11-09T18:00' }],
  ];
  for (const [today, days, expected] of cases) {
    it(`${today} + ${days} days`, () => assert.deepEqual(demoOfferPeriod(today, days), expected));
  }
});

describe('seedCheckoutData', () => {
  it('seeded vouchers, offers with argon2id passwords and the frequent customer', async () => {
    const codes = await database.db.select().from(vouchers).orderBy(asc(vouchers.code));
    assert.deepEqual(
      codes.map((v) => [v.code, v.type, v.value, v.usesLeft]),
      [
        ['EXPIRED', 'percent', 20, null],
        ['FILM10', 'percent', 10, null],
        ['SLEVA500', 'fixed', 500, null],
        ['USEDUP', 'fixed', 300, 0],
      ],
    );
    for (const offer of DEMO_PRICE_OFFERS) {
      const [row] = await database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.id, offer.id));
      assert.ok(row);
      assert.match(row.passwordHash, /^\$argon2id\$/);
      assert.equal(await verify(row.passwordHash, offer.password), true);
      assert.ok(row.dateFrom > new Date().toISOString().slice(0, 16), 'in the future');
      const items = await database.db
        .select()
        .from(priceOfferItems)
        .where(eq(priceOfferItems.priceOfferId, offer.id));
      assert.equal(items.length, offer.items.length);
    }
    const [customer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_FREQUENT_CUSTOMER.email));
    assert.equal(customer?.frequentCustomer, true);
    // The night safe needs the frequent customer signed in: the demo's can sign in.
    assert.ok(customer?.passwordHash);
    assert.equal(await verify(customer.passwordHash, DEMO_FREQUENT_CUSTOMER_PASSWORD), true);
  });

  it('seeds a desk worker and a manager who sign in with their passwords', async () => {
    for (const member of DEMO_STAFF) {
      const signedIn = await signInStaff(database.db, member);
      assert.ok(signedIn.ok, member.email);
      assert.equal(signedIn.staff.role, member.role);
    }
  });

  it('writes nothing the second time', async () => {
    assert.equal(await seedCheckoutData(database.db), false);
  });

  it('lets the frequent customer of a demo seeded before passwords sign in', async () => {
    await database.db
      .update(customers)
      .set({ passwordHash: null, emailVerified: false })
      .where(eq(customers.email, DEMO_FREQUENT_CUSTOMER.email));
    assert.equal(await seedCheckoutData(database.db), true);
    const [customer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, DEMO_FREQUENT_CUSTOMER.email));
    assert.equal(customer?.emailVerified, true);
    assert.ok(customer?.passwordHash);
    assert.equal(await verify(customer.passwordHash, 'trezor24'), true);
    assert.equal(await seedCheckoutData(database.db), false);
  });
});

describe("the README's checkout demo data", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Checkout demo data'));
  const card = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

  it('names every voucher, offer, the frequent customer and the cards as the seed has them', () => {
    for (const voucher of DEMO_VOUCHERS)
      assert.ok(section.includes(`\`${voucher.code}\``), voucher.code);
    for (const offer of DEMO_PRICE_OFFERS) {
      assert.ok(
        section.includes(`number \`${offer.id}\`, password \`${offer.password}\``),
        offer.name,
      );
      assert.ok(section.includes(`/price-offer/${offer.code}`), offer.code);
    }
    assert.ok(
      section.includes(
        `\`${DEMO_FREQUENT_CUSTOMER.email}\`, password \`${DEMO_FREQUENT_CUSTOMER_PASSWORD}\``,
      ),
    );
    for (const member of DEMO_STAFF) {
      assert.ok(
        section.includes(`\`${member.email}\`, password \`${member.password}\``),
        member.email,
      );
    }
    assert.ok(
      section.includes(card(SANDBOX_CARD_SUCCESS)) && section.includes(card(SANDBOX_CARD_DECLINED)),
    );
  });
});
