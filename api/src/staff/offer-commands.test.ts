import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verify } from '@node-rs/argon2';
import type { PriceOfferResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { priceOfferItems, priceOffers, products } from '../db/schema';
import { DEMO_PRICE_OFFERS } from '../db/seed/checkout-data';
import { applyOk, applyRefused, newCart } from '../test/cart-test-kit';
import { createTestApp, type TestApp } from '../test/test-db';
import { runStaffCommand } from './staff-commands';
import { StaffError } from './staff-error';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

// The tool's clock; the offers it makes lie years ahead of the API's real one as well.
const NOW = new Date('2031-06-20T10:00:00Z');
const ORIGIN = 'https://pujcovna.example';

const run = (...argv: string[]) =>
  runStaffCommand(t.database.db, argv, NOW, { publicOrigin: ORIGIN });

async function refusedWith(argv: string[], exitCode: 1 | 2, message: RegExp) {
  await assert.rejects(run(...argv), (error: unknown) => {
    assert.ok(error instanceof StaffError, String(error));
    assert.equal(error.exitCode, exitCode);
    assert.match(error.message, message);
    return true;
  });
}

async function product(id: number) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  assert.ok(row);
  return row;
}

/** The printed line `  <label>: <value>`. */
function printed(output: string, label: string): string {
  const value = new RegExp(`^ {2}${label}: +(\\S+)`, 'm').exec(output)?.[1];
  assert.ok(value, `${label} in\n${output}`);
  return value;
}

const offerArgs = (...more: string[]) => [
  'offer-create',
  '--name',
  'Nabídka – videoklip',
  '--name-en',
  'Offer – music video',
  '--from',
  '2031-07-01T09:00',
  '--to',
  '2031-07-03T18:00',
  '--price',
  '12000',
  ...more,
];

describe('offer-create', () => {
  it('creates an offer by product ids and slugs, prints its number, code and pages, and the customer adds it', async () => {
    const lens = await product(5);
    const output = await run(
      ...offerArgs(
        '--password',
        'klip-2031-xy',
        '--valid-to',
        '2031-06-30',
        '--item',
        '17:1',
        '--item',
        `${lens.slug}:2`,
        '--item',
        '5:1',
      ),
    );
    const id = Number(printed(output, 'number'));
    const code = printed(output, 'code');
    assert.match(code, /^[0-9a-f]{32}$/);
    assert.ok(id > Math.max(...DEMO_PRICE_OFFERS.map((offer) => offer.id)));
    assert.match(output, /12000 CZK \+ VAT 2520 CZK = 14520 CZK/);
    assert.ok(!output.includes('klip-2031-xy'), 'a password given is not printed back');
    for (const page of [
      `${ORIGIN}/price-offer/${code}`,
      `${ORIGIN}/en/price-offer/${code}`,
      `${ORIGIN}/preview-price-offer/${code}`,
    ]) {
      assert.ok(output.includes(page), `${page} in\n${output}`);
    }

    const [row] = await t.database.db.select().from(priceOffers).where(eq(priceOffers.id, id));
    assert.ok(row);
    assert.deepEqual(
      [row.code, row.name, row.nameEn, row.dateFrom, row.dateTo, row.totalPrice, row.validTo],
      [
        code,
        'Nabídka – videoklip',
        'Offer – music video',
        '2031-07-01T09:00',
        '2031-07-03T18:00',
        12000,
        '2031-06-30',
      ],
    );
    assert.ok(await verify(row.passwordHash, 'klip-2031-xy'));
    const items = await t.database.db
      .select()
      .from(priceOfferItems)
      .where(eq(priceOfferItems.priceOfferId, id));
    assert.deepEqual(
      items.map((item) => [item.productId, item.quantity]).sort(),
      [
        [17, 1],
        [5, 3],
      ].sort(),
      'the same product by id and by slug adds up',
    );

    // The page shows it, and its number and password add it to a cart.
    const page = await t.app.inject({ method: 'GET', url: `/api/price-offer/${code}` });
    assert.equal(page.statusCode, 200);
    assert.equal((page.json() as PriceOfferResponse).offer.id, id);
    const cartCode = await newCart(t);
    await applyRefused(
      t,
      cartCode,
      { kind: 'AddOffer', offerId: id, password: 'nabidka1' },
      'offer_invalid',
    );
    const cart = await applyOk(t, cartCode, {
      kind: 'AddOffer',
      offerId: id,
      password: 'klip-2031-xy',
    });
    assert.deepEqual(cart.priceOffer, { id, from: '2031-07-01T09:00', to: '2031-07-03T18:00' });
  });

  it('makes up a password when none is given and prints it once; validity defaults to the pickup day', async () => {
    const output = await run(...offerArgs('--item', '17:1'));
    const password = printed(output, 'password');
    assert.match(password, /^[a-z2-9]{10}$/);
    const [row] = await t.database.db
      .select()
      .from(priceOffers)
      .where(eq(priceOffers.code, printed(output, 'code')));
    assert.ok(row && (await verify(row.passwordHash, password)));
    assert.equal(row.validTo, '2031-07-01');
  });

  const usage: Array<[string[], RegExp]> = [
    [offerArgs(), /at least one --item/],
    [offerArgs('--item', '17'), /<productId\|slug>:<quantity>/],
    [offerArgs('--item', '17:0'), /quantity of 1 to 999/],
    [offerArgs('--item', '17:1', '--password', 'kra'), /--password must have 10/],
    [
      offerArgs('--item', '17:1', '--password', 'nabidka-9'),
      /--password must have 10 to 128 characters/,
    ],
    [offerArgs('--item', '17:1', '--valid-to', '2031-07-02'), /between today and the pickup day/],
    [offerArgs('--item', '17:1', '--valid-to', '2031-06-19'), /between today and the pickup day/],
    [offerArgs('--item', '17:1', '--valid-to', '2031-02-30'), /--valid-to is the last day/],
    [offerArgs('--item', '17:1', '--from', '2031-07-04T09:00'), /--from must be before --to/],
    [offerArgs('--item', '17:1', '--to', '2031-07-03'), /YYYY-MM-DDTHH:mm/],
    [offerArgs('--item', '17:1', '--price', '0'), /--price/],
    [offerArgs('--item', '17:1', '--price', '12000.50'), /--price/],
    [offerArgs('--item', '17:1', '--name', ' '), /--name is required/],
    [offerArgs('--item', '17:1', '--status', 'PAID'), /--status belongs to the orders command/],
    [['orders', '--price', '5'], /--price belongs to the offer-create command/],
    [['offer-list', 'x'], /Usage/],
  ];
  for (const [argv, message] of usage) {
    it(`exits 2 for: ${argv.slice(0, 1).join(' ')} … ${argv.slice(-2).join(' ')}`, () =>
      refusedWith(argv, 2, message));
  }

  it('exits 1 for a pickup already passed or a product that does not exist, and stores nothing', async () => {
    const before = await t.database.db.select({ id: priceOffers.id }).from(priceOffers);
    // 10:00 UTC is 12:00 in Prague: an 11:00 pickup that day has passed.
    await refusedWith(
      offerArgs('--item', '17:1', '--from', '2031-06-20T11:00'),
      1,
      /already passed/,
    );
    await refusedWith(
      offerArgs('--item', '17:1', '--item', 'neni-takovy-produkt:1'),
      1,
      /no product/,
    );
    const afterwards = await t.database.db.select({ id: priceOffers.id }).from(priceOffers);
    assert.equal(afterwards.length, before.length);
  });
});

describe('offer-list', () => {
  it('lists offers newest first with their state', async () => {
    const created = await run(...offerArgs('--item', '17:2'));
    const lines = (await run('offer-list')).split('\n');
    assert.ok(lines[0]?.includes(printed(created, 'code')), lines[0]);
    assert.match(
      lines[0] ?? '',
      /to 2031-07-01 +2031-07-01T09:00 → 2031-07-03T18:00 +12000 CZK {2}Nabídka – videoklip$/,
    );
    // The demo offers, seeded years before the tool's clock, have expired by then.
    for (const offer of DEMO_PRICE_OFFERS) {
      const line = lines.find((text) => text.includes(offer.code));
      assert.match(line ?? '', /expired/, `${offer.code}`);
    }
  });
});
