import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Cart, CartUpdate, CartUpdateReply, DocumentResponse } from '@shop/shared/contract';
import { addDays } from '@shop/shared/rules/prague-time';
import { count, eq } from 'drizzle-orm';
import { carts, currencyRates, emails, orders, vouchers } from '../db/schema';
import {
  apply,
  applyOk,
  bearer,
  type CartTestKit,
  cartWithDates,
  finishCart,
  item,
  LS600,
  linkCart,
  newCart,
  PERSON,
  readyCart,
  saturday,
  signInFrequentCustomer,
  startKit,
} from '../test/cart-test-kit';

let kit: CartTestKit;
let praha: number;

before(async () => {
  kit = await startKit();
  praha = await kit.branch('praha');
});
after(async () => {
  await kit?.close();
});

const finish = (cartCode: string, headers: Record<string, string> = {}) =>
  finishCart(kit, cartCode, headers);

async function finishRefused(cartCode: string, errorKey: string): Promise<void> {
  const { status, body } = await finish(cartCode);
  assert.equal(status, 200, JSON.stringify(body));
  assert.deepEqual([body.success, body.errorKey, body.cart.order], [false, errorKey, null]);
}

const completeCart = (email: string = PERSON.email) => readyCart(kit, { email });

async function ordersOfCart(cartCode: string) {
  const [cart] = await kit.t.database.db.select().from(carts).where(eq(carts.code, cartCode));
  assert.ok(cart);
  return kit.t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
}

async function emailsTo(address: string): Promise<number> {
  const [row] = await kit.t.database.db
    .select({ n: count() })
    .from(emails)
    .where(eq(emails.toAddress, address));
  return row?.n ?? 0;
}

function assertOrdered(body: CartUpdateReply): NonNullable<Cart['order']> {
  assert.equal(body.errorKey, null, `errorKey ${body.errorKey}`);
  assert.equal(body.success, true);
  const order = body.cart.order;
  assert.ok(order, 'the cart carries its order');
  assert.match(order.orderNumber, /^\d{8}$/);
  assert.ok(order.status === 'ORDERED' || order.status === 'CREATED', order.status);
  assert.match(order.estimateCode, /^[0-9a-f]{32}$/);
  assert.equal(order.paymentUrl, null);
  return order;
}

describe('finishOrder: what a cart needs first', () => {
  it('answers cart_empty, customer_missing, date_missing, shipping_missing in turn', async () => {
    const cartCode = await newCart(kit.t);
    await finishRefused(cartCode, 'cart_empty');
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600))] });
    await finishRefused(cartCode, 'customer_missing');
    await applyOk(kit.t, cartCode, { kind: 'PersonalData', customer: PERSON });
    await finishRefused(cartCode, 'date_missing');
    const { cartCode: dated } = await cartWithDates(kit);
    await finishRefused(dated, 'shipping_missing');
  });

  it('answers insurance_countries_missing and billing_missing', async () => {
    const cartCode = await completeCart();
    await applyOk(kit.t, cartCode, { kind: 'Insurance', id: 'eu', countries: [] });
    await finishRefused(cartCode, 'insurance_countries_missing');
    await applyOk(kit.t, cartCode, { kind: 'Insurance', id: '0' });
    // Billing typed in the cart is always complete; an incomplete stored one still stops.
    await kit.t.database.db
      .update(carts)
      .set({
        billing: {
          customerId: 0,
          taxRegNo: '27082440',
          vatRegNo: null,
          name: '',
          street: 'Dělnická 12',
          city: 'Praha',
          zipCode: '17000',
          country: 'CZ',
        },
      })
      .where(eq(carts.code, cartCode));
    await finishRefused(cartCode, 'billing_missing');
    assert.equal((await ordersOfCart(cartCode)).length, 0);
  });

  it('re-checks dates, shipping and the voucher at the moment of ordering', async () => {
    // Night safe on a Saturday night: the frequent customer's own cart, placed by someone else
    // holding its code (signed out, or another session), is refused it.
    const token = await signInFrequentCustomer(kit.t);
    const sat = saturday(10);
    const cartCode = await newCart(kit.t);
    await linkCart(kit.t, cartCode, token);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600))] }, token);
    await applyOk(
      kit.t,
      cartCode,
      { kind: 'Date', from: `${sat}T21:00`, to: `${addDays(sat, 2)}T08:00` },
      token,
    );
    await applyOk(
      kit.t,
      cartCode,
      {
        kind: 'Shipping',
        pickup: { type: 'night_safe', branchId: praha },
        return: { type: 'night_safe', branchId: praha },
      },
      token,
    );
    await finishRefused(cartCode, 'night_safe_not_allowed');
    assert.equal((await ordersOfCart(cartCode)).length, 0);

    const withVoucher = await completeCart();
    await kit.t.database.db
      .insert(vouchers)
      .values({ code: 'LASTONE', type: 'fixed', value: 100, usesLeft: 1 });
    await applyOk(kit.t, withVoucher, { kind: 'Voucher', voucherCode: 'LASTONE' });
    await kit.t.database.db
      .update(vouchers)
      .set({ usesLeft: 0 })
      .where(eq(vouchers.code, 'LASTONE'));
    await finishRefused(withVoucher, 'voucher_invalid');
  });
});

describe('finishOrder: the night safe', () => {
  it('places a night-safe order for the signed-in frequent customer, never for her e-mail typed by a guest', async () => {
    const sat = saturday(24);
    const legs: CartUpdate = {
      kind: 'Shipping',
      pickup: { type: 'night_safe', branchId: praha },
      return: { type: 'night_safe', branchId: praha },
    };
    const night = { kind: 'Date', from: `${sat}T23:00`, to: `${addDays(sat, 1)}T23:30` } as const;

    // A guest with her e-mail: the night-safe shipping is refused, so there is nothing to place.
    const { cartCode: guestCart } = await cartWithDates(kit, {
      email: 'stala@example.cz',
      from: night.from,
      to: night.to,
    });
    const refused = await apply(kit.t, guestCart, legs);
    assert.equal(refused.body.errorKey, 'night_safe_not_allowed');
    await finishRefused(guestCart, 'shipping_missing');

    const token = await signInFrequentCustomer(kit.t);
    const cartCode = await newCart(kit.t);
    await linkCart(kit.t, cartCode, token);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600))] }, token);
    await applyOk(kit.t, cartCode, night, token);
    await applyOk(kit.t, cartCode, legs, token);
    const order = assertOrdered((await finish(cartCode, bearer(token))).body);
    const [placed] = await ordersOfCart(cartCode);
    assert.equal(placed?.orderNumber, order.orderNumber);
    assert.equal(placed?.placedInPerson, true);
  });
});

describe('finishOrder: placing the order', () => {
  it('places the order once, e-mails once, and answers the same order again', async () => {
    const email = 'objednavka.jedna@example.cz';
    const cartCode = await completeCart(email);
    const first = await finish(cartCode, { 'accept-language': 'en-GB,en;q=0.9' });
    assert.equal(first.status, 200);
    const order = assertOrdered(first.body);
    const placed = await ordersOfCart(cartCode);
    assert.equal(placed.length, 1);
    assert.equal(placed[0]?.orderNumber, order.orderNumber);
    assert.equal(placed[0]?.locale, 'en');
    assert.equal(await emailsTo(email), 1, 'one confirmation');

    const again = await finish(cartCode);
    assert.deepEqual(assertOrdered(again.body), order);
    assert.equal((await ordersOfCart(cartCode)).length, 1);
    assert.equal(await emailsTo(email), 1, 'no second confirmation');
    const read = await kit.t.app.inject(`/api/cart/${cartCode}`);
    assert.deepEqual((read.json() as { cart: Cart }).cart.order, order);
  });

  it('keeps the currency the shopper saw and its rate; the documents show both beside the CZK', async () => {
    const cartCode = await completeCart('v.eurech@example.cz');
    const [rate] = await kit.t.database.db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.code, 'eur'));
    assert.ok(rate && rate.czkPerUnit > 0);
    const { body } = await finish(cartCode, { cookie: 'shop_currency=eur' });
    const order = assertOrdered(body);
    const [placed] = await ordersOfCart(cartCode);
    assert.ok(placed);
    assert.deepEqual([placed.currency, placed.czkPerUnit], ['eur', rate.czkPerUnit]);
    const answer = await kit.t.app.inject(`/api/document/estimate/${order.estimateCode}`);
    const { document } = answer.json() as DocumentResponse;
    assert.equal(document.currency, 'czk');
    assert.equal(document.totals.withVat, placed.totalWithVat);
    assert.deepEqual(document.exchange, {
      currency: 'eur',
      czkPerUnit: rate.czkPerUnit,
      totalWithVat: Math.round((placed.totalWithVat / rate.czkPerUnit) * 100) / 100,
    });
    // Without the cookie (or with a currency the shop does not know), an order in CZK only.
    const other = await completeCart('v.korunach@example.cz');
    const plain = assertOrdered((await finish(other, { cookie: 'shop_currency=btc' })).body);
    const czk = await kit.t.app.inject(`/api/document/estimate/${plain.estimateCode}`);
    assert.equal((czk.json() as DocumentResponse).document.exchange, null);
  });

  it('makes exactly one order of ten concurrent finishes', async () => {
    const email = 'soubezne@example.cz';
    const cartCode = await completeCart(email);
    const replies = await Promise.all(Array.from({ length: 10 }, () => finish(cartCode)));
    const numbers = new Set(replies.map(({ body }) => assertOrdered(body).orderNumber));
    assert.equal(numbers.size, 1);
    assert.equal((await ordersOfCart(cartCode)).length, 1);
    assert.equal(await emailsTo(email), 1);
  });
});
