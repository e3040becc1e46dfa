import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { priceOffers } from '../../db/schema';
import { DEMO_PRICE_OFFERS } from '../../db/seed/checkout-data';
import {
  applyOk,
  applyRefused,
  type CartTestKit,
  item,
  LENS_SET,
  LENSES,
  LS600,
  newCart,
  PERSON,
  startKit,
} from '../../test/cart-test-kit';

let kit: CartTestKit;
let ls600: number;
const [offer1, offer2] = DEMO_PRICE_OFFERS;

before(async () => {
  kit = await startKit();
  ls600 = await kit.id(LS600);
});
after(async () => {
  await kit?.close();
});

async function offerRow(id: number) {
  const [row] = await kit.t.database.db.select().from(priceOffers).where(eq(priceOffers.id, id));
  assert.ok(row);
  return row;
}

describe('AddOffer', () => {
  it('adds an offer by id and password: its items, fixed price and dates', async () => {
    assert.ok(offer1);
    // The seeded offer starts on a business day a week ahead, so a weekend may fall within it;
    // here it runs Monday to Wednesday, whatever day the test runs on.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + 14 - ((monday.getUTCDay() + 6) % 7));
    const date = (offset: number) =>
      new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await kit.t.database.db
      .update(priceOffers)
      .set({ dateFrom: `${date(0)}T10:00`, dateTo: `${date(2)}T18:00` })
      .where(eq(priceOffers.id, offer1.id));
    const row = await offerRow(offer1.id);
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'AddOffer',
      offerId: offer1.id,
      password: offer1.password,
    });
    assert.deepEqual(cart.priceOffer, { id: offer1.id, from: row.dateFrom, to: row.dateTo });
    assert.deepEqual(cart.date, { from: row.dateFrom, to: row.dateTo });
    assert.equal(cart.shootingDays, 3, 'Monday 10:00 to Wednesday 18:00');
    assert.deepEqual(cart.items[0], {
      id: offer1.id,
      type: 'priceOffer',
      quantity: 1,
      isSale: false,
      dynamicProductConfiguration: null,
    });
    const line = cart.rent[0];
    assert.equal(line?.type, 'priceOffer');
    assert.equal(line?.name, offer1.name);
    assert.equal(line?.total, offer1.totalPrice);
    assert.equal(line?.days, null);
    assert.equal(line?.categoryGroup, null);
    assert.deepEqual(
      line?.contents.map((c) => [c.name, c.quantity]),
      offer1.items.map(([name, quantity]) => [name, quantity]),
    );
    // The item that was there stays, billed for the offer's days.
    assert.equal(cart.rent[1]?.total, 1200 * 3);
    assert.equal(cart.price.rentTotal, offer1.totalPrice + 3600);

    // A voucher does not discount the offer's fixed price.
    const withVoucher = await applyOk(kit.t, cartCode, { kind: 'Voucher', voucherCode: 'film10' });
    assert.equal(withVoucher.voucher?.discount, 360);
  });

  it('refuses an unknown offer, a wrong password and an expired offer with offer_invalid', async () => {
    assert.ok(offer1 && offer2);
    const cartCode = await newCart(kit.t);
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'AddOffer', offerId: offer1.id, password: offer2.password },
      'offer_invalid',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'AddOffer', offerId: 9999, password: 'whatever' },
      'offer_invalid',
    );
    const [expired] = await kit.t.database.db
      .insert(priceOffers)
      .values({
        code: 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0',
        passwordHash: await hash('stara-nabidka'),
        name: 'Stará nabídka',
        nameEn: 'Old offer',
        dateFrom: '2024-03-04T10:00',
        dateTo: '2024-03-06T18:00',
        totalPrice: 1000,
        validTo: '2024-03-04',
      })
      .returning();
    assert.ok(expired);
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'AddOffer', offerId: expired.id, password: 'stara-nabidka' },
      'offer_invalid',
    );
  });

  it('blocks new items and other dates while the offer is in the cart', async () => {
    assert.ok(offer2);
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'PersonalData', customer: PERSON });
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'AddOffer',
      offerId: offer2.id,
      password: offer2.password,
    });
    const lensSet = await kit.id(LENS_SET);
    const lenses = await Promise.all(LENSES.map((name) => kit.id(name)));
    const offerItem = { id: offer2.id, type: 'priceOffer' as const, quantity: 1, isSale: false };

    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Add', items: [item(ls600)] },
      'offer_blocks_items',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'AddGroup', items: [item(ls600)] },
      'offer_blocks_items',
    );
    await applyRefused(
      kit.t,
      cartCode,
      {
        kind: 'DynamicProduct',
        id: lensSet,
        quantity: 1,
        isSale: false,
        configuration: { lenses },
      },
      'offer_blocks_items',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Response', items: [offerItem, item(ls600), item(lenses[0] ?? 0)] },
      'offer_blocks_items',
    );
    const from = cart.date.from ?? '';
    const to = cart.date.to ?? '';
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Date', from, to: `${to.slice(0, 10)}T19:00` },
      'date_range_mismatch_with_offer',
    );
    // The offer's own dates, and quantity changes of lines already there, are fine.
    await applyOk(kit.t, cartCode, { kind: 'Date', from, to });
    const changed = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [offerItem, item(ls600, 3)],
    });
    assert.equal(changed.priceOffer?.id, offer2.id);
    assert.equal(changed.rent[1]?.quantity, 3);
    // Another offer id cannot be slipped in through a Response.
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Response', items: [{ ...offerItem, id: 1 }] },
      'item_not_found',
    );

    // Leaving the offer out of a Response removes it; then items can be added again.
    const removed = await applyOk(kit.t, cartCode, { kind: 'Response', items: [item(ls600, 3)] });
    assert.equal(removed.priceOffer, null);
    assert.deepEqual(
      removed.items.map((i) => i.type),
      ['product'],
    );
    const added = await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600)] });
    assert.equal(added.items[0]?.quantity, 4);
  });
});
