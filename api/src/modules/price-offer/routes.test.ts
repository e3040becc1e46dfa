import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PriceOfferResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { priceOffers } from '../../db/schema';
import { DEMO_PRICE_OFFERS } from '../../db/seed/checkout-data';
import { createTestApp, type TestApp } from '../../test/test-db';
import { isOfferExpired } from './service';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

const [demo] = DEMO_PRICE_OFFERS;
const open = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/price-offer/${encodeURIComponent(code)}` });

describe('GET /api/price-offer/:code', () => {
  it('opens the seeded offer by its code: number, names, dates, items and amounts with VAT', async () => {
    assert.ok(demo);
    const response = await open(demo.code);
    assert.equal(response.statusCode, 200, response.body);
    const { offer } = response.json() as PriceOfferResponse;
    const [row] = await t.database.db.select().from(priceOffers).where(eq(priceOffers.id, demo.id));
    assert.ok(row);
    assert.deepEqual(
      {
        id: offer.id,
        name: offer.name,
        nameEn: offer.nameEn,
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        validTo: offer.validTo,
        expired: offer.expired,
      },
      {
        id: demo.id,
        name: demo.name,
        nameEn: demo.nameEn,
        dateFrom: row.dateFrom,
        dateTo: row.dateTo,
        validTo: row.validTo,
        expired: false,
      },
    );
    assert.deepEqual(
      offer.items.map((item) => [item.name, item.quantity]),
      demo.items.map(([name, quantity]) => [name, quantity]),
    );
    for (const item of offer.items) assert.ok(item.slug && item.slugEn && item.nameEn);
    // 24 000 CZK without VAT, 21 % VAT.
    assert.deepEqual([offer.price, offer.vat, offer.totalWithVat], [24_000, 5_040, 29_040]);
  });

  it('answers privately: not stored, not indexed, no referrer', async () => {
    assert.ok(demo);
    const response = await open(demo.code);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['x-robots-tag'], 'noindex');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
  });

  it('never tells the password or its hash', async () => {
    assert.ok(demo);
    const response = await open(demo.code);
    const [row] = await t.database.db.select().from(priceOffers).where(eq(priceOffers.id, demo.id));
    assert.ok(row);
    assert.ok(!/password|hash/i.test(response.body), response.body);
    assert.ok(!response.body.includes(row.passwordHash));
    assert.ok(!response.body.includes(demo.password));
    // The code is the permission itself: the answer does not repeat it.
    assert.ok(!response.body.includes(demo.code));
  });

  it('gives a guessed, altered or malformed code a 404 and nothing of the offer', async () => {
    assert.ok(demo);
    const altered = `${demo.code.slice(0, -1)}${demo.code.endsWith('0') ? '1' : '0'}`;
    const other = DEMO_PRICE_OFFERS[1]?.code ?? '';
    for (const code of [
      '0123456789abcdef0123456789abcdef',
      altered,
      demo.code.toUpperCase(),
      `${demo.code}0`,
      'a b',
      "x' or 1=1",
      String(demo.id),
    ]) {
      const response = await open(code);
      assert.equal(response.statusCode, 404, `${code}: ${response.statusCode}`);
      for (const marker of [demo.name, demo.nameEn, '24000', String(demo.items[0]?.[0])]) {
        assert.ok(!response.body.includes(marker), `${code} tells ${marker}`);
      }
      assert.deepEqual(Object.keys(response.json() as object).sort(), ['message', 'success']);
    }
    // Each code opens its own offer only.
    const second = (await open(other)).json() as PriceOfferResponse;
    assert.equal(second.offer.id, DEMO_PRICE_OFFERS[1]?.id);
  });

  it('says an offer past its last valid day has expired', async () => {
    assert.ok(demo);
    await t.database.db
      .update(priceOffers)
      .set({ validTo: '2020-01-31' })
      .where(eq(priceOffers.id, demo.id));
    try {
      const { offer } = (await open(demo.code)).json() as PriceOfferResponse;
      assert.equal(offer.expired, true);
      assert.equal(offer.validTo, '2020-01-31');
    } finally {
      const [row] = await t.database.db
        .select()
        .from(priceOffers)
        .where(eq(priceOffers.id, demo.id));
      await t.database.db
        .update(priceOffers)
        .set({ validTo: row?.dateFrom.slice(0, 10) ?? null })
        .where(eq(priceOffers.id, demo.id));
    }
  });
});

describe('isOfferExpired (Europe/Prague)', () => {
  // 2026-12-31T22:30Z is 23:30 on 31 December in Prague; 23:30Z is already 1 January.
  const cases: Array<[string, string | null, string, string, boolean]> = [
    ['valid through its last day', '2026-12-31', '2027-01-05T10:00', '2026-12-31T22:30:00Z', false],
    ['expired the next Prague day', '2026-12-31', '2027-01-05T10:00', '2026-12-31T23:30:00Z', true],
    ['no last day: valid until pickup', null, '2027-01-05T10:00', '2027-01-05T08:59:00Z', false],
    ['pickup passed', null, '2027-01-05T10:00', '2027-01-05T09:01:00Z', true],
    [
      'pickup passed before the last day',
      '2027-02-01',
      '2027-01-05T10:00',
      '2027-01-06T10:00:00Z',
      true,
    ],
  ];
  for (const [label, validTo, dateFrom, now, expired] of cases) {
    it(`${label} → ${expired}`, () =>
      assert.equal(isOfferExpired({ validTo, dateFrom }, new Date(now)), expired));
  }
});
