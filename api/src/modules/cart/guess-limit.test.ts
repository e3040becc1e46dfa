/**
 * Wrong voucher codes and price-offer passwords are limited per cart and per client address: once
 * spent, even the right one is refused with too_many_attempts, and the cart stays as it was.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CartUpdate, CartUpdateReply } from '@shop/shared/contract';
import { DEMO_PRICE_OFFERS } from '../../db/seed/checkout-data';
import { type CartTestKit, newCart, startKit } from '../../test/cart-test-kit';
import { form } from '../../test/test-db';
import { GUESS_LIMITS } from './guess-limit';

let kit: CartTestKit;
const [offer] = DEMO_PRICE_OFFERS;

before(async () => {
  kit = await startKit();
});
after(async () => {
  await kit?.close();
});

/** One update of a cart from `address`: the answer. */
async function tryUpdate(cartCode: string, cart: CartUpdate, address: string) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/api/cart/update',
    ...form({ cartCode, cart: JSON.stringify(cart) }),
    remoteAddress: address,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as CartUpdateReply;
}

const voucher = (voucherCode: string): CartUpdate => ({ kind: 'Voucher', voucherCode });

describe('guessing voucher codes and price-offer passwords', () => {
  it('refuses voucher codes on a cart after its wrong ones, the right one too', async () => {
    const address = '203.0.113.1';
    const cartCode = await newCart(kit.t);
    for (let i = 0; i < GUESS_LIMITS.perCart.max; i += 1) {
      const reply = await tryUpdate(cartCode, voucher(`GUESS${i}`), address);
      assert.equal(reply.errorKey, 'voucher_invalid', `guess ${i + 1}`);
    }
    const right = await tryUpdate(cartCode, voucher('film10'), address);
    assert.deepEqual([right.success, right.errorKey], [false, 'too_many_attempts']);
    assert.equal(right.cart.voucher, null, 'the voucher was not applied');
    // From another address the cart is still throttled; another cart is not.
    const elsewhere = await tryUpdate(cartCode, voucher('film10'), '203.0.113.2');
    assert.equal(elsewhere.errorKey, 'too_many_attempts');
    const other = await tryUpdate(await newCart(kit.t), voucher('film10'), address);
    assert.equal(other.errorKey, null);
  });

  it('counts 20 racing wrong codes on one cart one by one: exactly the limit is looked at', async () => {
    const cartCode = await newCart(kit.t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tryUpdate(cartCode, voucher(`RACE${i}`), `203.0.113.${100 + i}`),
      ),
    );
    const keys = replies.map((reply) => reply.errorKey);
    assert.equal(keys.filter((key) => key === 'voucher_invalid').length, GUESS_LIMITS.perCart.max);
    assert.equal(
      keys.filter((key) => key === 'too_many_attempts').length,
      20 - GUESS_LIMITS.perCart.max,
    );
  });

  it('counts 20 racing wrong offer passwords on one cart one by one', async () => {
    assert.ok(offer);
    const cartCode = await newCart(kit.t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tryUpdate(
          cartCode,
          { kind: 'AddOffer', offerId: offer.id, password: `hádám-${i}` },
          `203.0.113.${130 + i}`,
        ),
      ),
    );
    const keys = replies.map((reply) => reply.errorKey);
    assert.equal(keys.filter((key) => key === 'offer_invalid').length, GUESS_LIMITS.perCart.max);
    assert.equal(
      keys.filter((key) => key === 'too_many_attempts').length,
      20 - GUESS_LIMITS.perCart.max,
    );
  });

  it('refuses voucher codes from an address guessing over many carts', async () => {
    const address = '203.0.113.3';
    let failures = 0;
    while (failures < GUESS_LIMITS.perAddress.max) {
      const cartCode = await newCart(kit.t);
      for (
        let i = 0;
        i < GUESS_LIMITS.perCart.max && failures < GUESS_LIMITS.perAddress.max;
        i += 1
      ) {
        const reply = await tryUpdate(cartCode, voucher(`SPREAD${failures}`), address);
        assert.equal(reply.errorKey, 'voucher_invalid', `guess ${failures + 1}`);
        failures += 1;
      }
    }
    const fresh = await newCart(kit.t);
    assert.equal(
      (await tryUpdate(fresh, voucher('film10'), address)).errorKey,
      'too_many_attempts',
    );
    // The same fresh cart from another address takes the right code.
    assert.equal((await tryUpdate(fresh, voucher('film10'), '203.0.113.4')).errorKey, null);
  });

  it('refuses price-offer passwords on a cart after its wrong ones, the right one too', async () => {
    assert.ok(offer);
    const address = '203.0.113.5';
    const cartCode = await newCart(kit.t);
    const addOffer = (password: string): CartUpdate => ({
      kind: 'AddOffer',
      offerId: offer.id,
      password,
    });
    for (let i = 0; i < GUESS_LIMITS.perCart.max; i += 1) {
      const reply = await tryUpdate(cartCode, addOffer(`guess-${i}`), address);
      assert.equal(reply.errorKey, 'offer_invalid', `guess ${i + 1}`);
    }
    const right = await tryUpdate(cartCode, addOffer(offer.password), address);
    assert.deepEqual([right.success, right.errorKey], [false, 'too_many_attempts']);
    assert.equal(right.cart.priceOffer, null, 'the offer was not added');
  });

  it('does not count right codes or other updates', async () => {
    const address = '203.0.113.6';
    const cartCode = await newCart(kit.t);
    for (let i = 0; i <= GUESS_LIMITS.perCart.max; i += 1) {
      assert.equal((await tryUpdate(cartCode, voucher('film10'), address)).errorKey, null);
    }
  });
});
