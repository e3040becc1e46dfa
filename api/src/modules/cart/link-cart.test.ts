import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import {
  applyOk,
  type CartTestKit,
  cartWithDates,
  getCart,
  item,
  LS600,
  newCart,
  startKit,
  update,
} from '../../test/cart-test-kit';
import { customerWithOrder } from '../../test/sign-in';
import { form } from '../../test/test-db';
import { CART_OF_ANOTHER_CUSTOMER } from './link-cart';
import { CART_PLACED } from './update-cart';

let kit: CartTestKit;
let owner: { accessToken: string; order: { orderNumber: string } };
let other: { accessToken: string };
const OWNER_EMAIL = 'propojeny@example.cz';

before(async () => {
  kit = await startKit();
  owner = await customerWithOrder(kit.t.app, kit.t.database.db, OWNER_EMAIL);
  other = await customerWithOrder(kit.t.app, kit.t.database.db, 'jiny@example.cz');
});
after(async () => {
  await kit?.close();
});

async function call(path: 'link' | 'unlink', cartCode: string, token?: string) {
  const request = form({ cartCode });
  const response = await kit.t.app.inject({
    method: 'POST',
    url: `/api/cart/${path}`,
    payload: request.payload,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: response.statusCode,
    body: response.json() as CartResponse & { message?: string },
  };
}

async function linked(cartCode: string, token: string): Promise<Cart> {
  const { status, body } = await call('link', cartCode, token);
  assert.equal(status, 200, JSON.stringify(body));
  return body.cart;
}

async function customerIdOf(cartCode: string): Promise<number | null> {
  const [row] = await kit.t.database.db.select().from(carts).where(eq(carts.code, cartCode));
  assert.ok(row);
  return row.customerId;
}

describe('POST /api/cart/link', () => {
  it('links the cart to the signed-in customer and fills its personal data from the account', async () => {
    const cartCode = await newCart(kit.t);
    assert.equal(await customerIdOf(cartCode), null);
    const cart = await linked(cartCode, owner.accessToken);
    assert.notEqual(await customerIdOf(cartCode), null);
    assert.match(cart.customer?.customerKey ?? '', /^[0-9a-f]{32}$/);
    assert.equal(cart.customer?.email, OWNER_EMAIL);
    assert.equal(cart.customer?.register, false);
    // What the cart shows from now on, to whoever reads it.
    assert.deepEqual(await getCart(kit.t, cartCode), cart);
    // Linking again changes nothing.
    assert.deepEqual(await linked(cartCode, owner.accessToken), cart);
  });

  it('never overwrites what the shopper typed', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { email: 'jina.adresa@example.cz', firstname: 'Petra' },
    });
    const cart = await linked(cartCode, owner.accessToken);
    assert.equal(cart.customer?.email, 'jina.adresa@example.cz');
    assert.equal(cart.customer?.firstname, 'Petra');
  });

  it('needs a session', async () => {
    const cartCode = await newCart(kit.t);
    assert.equal((await call('link', cartCode)).status, 401);
    assert.equal((await call('link', cartCode, 'x'.repeat(43))).status, 401);
    assert.equal(await customerIdOf(cartCode), null);
  });

  it('answers 404 for an unknown cart', async () => {
    const { status } = await call('link', '0123456789abcdef0123456789abcdef', owner.accessToken);
    assert.equal(status, 404);
  });

  it('does not let another customer take over a linked cart', async () => {
    const cartCode = await newCart(kit.t);
    await linked(cartCode, owner.accessToken);
    const taken = await call('link', cartCode, other.accessToken);
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, CART_OF_ANOTHER_CUSTOMER);
    const detached = await call('unlink', cartCode, other.accessToken);
    assert.equal(detached.status, 409);
    assert.equal((await getCart(kit.t, cartCode)).customer?.email, OWNER_EMAIL);
    assert.notEqual(await customerIdOf(cartCode), null);
  });
});

describe('POST /api/cart/unlink', () => {
  it('detaches the cart from its customer, with the personal data the account filled', async () => {
    const cartCode = await newCart(kit.t);
    const filled = await linked(cartCode, owner.accessToken);
    assert.equal(filled.customer?.firstname, 'Jana');
    const { status, body } = await call('unlink', cartCode, owner.accessToken);
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.cart.customer?.customerKey, null);
    assert.equal(await customerIdOf(cartCode), null);
    // The next person at the browser finds none of the customer's data in checkout.
    const next = await getCart(kit.t, cartCode);
    assert.deepEqual(
      [next.customer?.email, next.customer?.firstname, next.customer?.lastname],
      [null, null, null],
    );
    assert.equal(next.customer?.phone, null);
    // Detaching a cart with no customer is harmless.
    assert.equal((await call('unlink', cartCode, owner.accessToken)).status, 200);
  });

  it('keeps what the shopper typed differently from the account, and forgets the rest', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: { email: 'jina.adresa@example.cz', firstname: 'Petra' },
    });
    await linked(cartCode, owner.accessToken);
    // Typed again after signing in, the account's own phone in another format.
    await applyOk(kit.t, cartCode, {
      kind: 'PersonalData',
      customer: {
        email: 'jina.adresa@example.cz',
        firstname: 'Petra',
        phone: '777 123 456',
      },
    });
    await call('unlink', cartCode, owner.accessToken);
    const { customer } = await getCart(kit.t, cartCode);
    assert.equal(customer?.email, 'jina.adresa@example.cz');
    assert.equal(customer?.firstname, 'Petra');
    assert.equal(customer?.lastname, null);
    assert.equal(customer?.phone, null);
  });

  it('forgets a billing to a saved company, and keeps company details typed by hand', async () => {
    const details = {
      taxRegNo: '27082440',
      vatRegNo: 'CZ27082440',
      name: 'Filmová produkce s.r.o.',
      street: 'Dělnická 12',
      city: 'Praha',
      zipCode: '170 00',
      country: 'CZ',
    };
    const saved = await newCart(kit.t);
    await linked(saved, owner.accessToken);
    await applyOk(kit.t, saved, { kind: 'Billing', customerId: 7, ...details });
    assert.equal((await getCart(kit.t, saved)).billingCustomer?.customerId, 7);
    await call('unlink', saved);
    const unlinked = await getCart(kit.t, saved);
    assert.equal(unlinked.hasBillingCustomer, false);
    assert.equal(unlinked.billingCustomer, null);

    const typed = await newCart(kit.t);
    await linked(typed, owner.accessToken);
    await applyOk(kit.t, typed, { kind: 'Billing', customerId: 0, ...details });
    await call('unlink', typed);
    assert.deepEqual((await getCart(kit.t, typed)).billingCustomer, { customerId: 0, ...details });
  });

  it('lets the holder of the code detach without a session', async () => {
    const cartCode = await newCart(kit.t);
    await linked(cartCode, owner.accessToken);
    assert.equal((await call('unlink', cartCode)).status, 200);
    assert.equal(await customerIdOf(cartCode), null);
    assert.equal((await call('unlink', '0123456789abcdef0123456789abcdef')).status, 404);
  });
});

describe('a cart an order was placed from', () => {
  it('is read-only for linking and detaching, and the order is the linked customer’s', async () => {
    const praha = await kit.branch('praha');
    // A typed e-mail that is nobody's: the order still belongs to the signed-in customer.
    const { cartCode } = await cartWithDates(kit, { email: 'na-firmu@example.cz' });
    await applyOk(kit.t, cartCode, {
      kind: 'Shipping',
      pickup: { type: 'branch', branchId: praha },
      return: { type: 'branch', branchId: praha },
    });
    await linked(cartCode, owner.accessToken);
    const placed = await update(
      kit.t,
      { cartCode, finishOrder: '1' },
      { authorization: `Bearer ${owner.accessToken}` },
    );
    assert.equal(placed.body.success, true, JSON.stringify(placed.body));
    const orderNumber = placed.body.cart.order?.orderNumber;
    assert.ok(orderNumber);

    for (const path of ['link', 'unlink'] as const) {
      const answer = await call(path, cartCode, owner.accessToken);
      assert.equal(answer.status, 409, path);
      assert.equal(answer.body.message, CART_PLACED);
    }

    // The customer's e-mail is not verified: only orders placed in person show.
    const orders = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    assert.equal(orders.statusCode, 200);
    assert.ok(orders.body.includes(orderNumber), 'the linked cart’s order is in the account');
    assert.ok(orders.body.includes(owner.order.orderNumber));
    const others = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    assert.ok(!others.body.includes(orderNumber));
  });

  it('placed by someone else holding the code is a guest order, not the linked customer’s', async () => {
    const praha = await kit.branch('praha');
    // The next person at a shared computer: the cart is still linked, their session is not.
    const { cartCode } = await cartWithDates(kit, { email: 'dalsi-zakaznik@example.cz' });
    await applyOk(kit.t, cartCode, {
      kind: 'Shipping',
      pickup: { type: 'branch', branchId: praha },
      return: { type: 'branch', branchId: praha },
    });
    await linked(cartCode, owner.accessToken);
    const placed = await update(kit.t, { cartCode, finishOrder: '1' });
    const orderNumber = placed.body.cart.order?.orderNumber;
    assert.ok(orderNumber, JSON.stringify(placed.body));
    for (const token of [owner.accessToken, other.accessToken]) {
      const orders = await kit.t.app.inject({
        method: 'GET',
        url: '/api/orders',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(orders.statusCode, 200);
      assert.ok(!orders.body.includes(orderNumber), 'no account shows the stranger’s order');
    }
  });

  it('of a guest with the customer’s e-mail, unlinked, stays out of the unverified account', async () => {
    const praha = await kit.branch('praha');
    const { cartCode } = await cartWithDates(kit, { email: OWNER_EMAIL });
    await applyOk(kit.t, cartCode, {
      kind: 'Shipping',
      pickup: { type: 'branch', branchId: praha },
      return: { type: 'branch', branchId: praha },
    });
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(LS600), 1)] });
    const placed = await update(kit.t, { cartCode, finishOrder: '1' });
    const orderNumber = placed.body.cart.order?.orderNumber;
    assert.ok(orderNumber, JSON.stringify(placed.body));
    const orders = await kit.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    assert.ok(!orders.body.includes(orderNumber));
  });
});
