import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { cartItems, carts } from '../../db/schema';
import {
  ALEXA,
  applyOk,
  BATTERY,
  type CartTestKit,
  item,
  LS600,
  newCart,
  startKit,
} from '../../test/cart-test-kit';

// A change of the cart's lines writes only the rows of the lines it changes: the other rows keep
// their identity and their row version (xmin), as read from the real database.

let kit: CartTestKit;
let alexa = 0;
let ls600 = 0;
let battery = 0;

before(async () => {
  kit = await startKit();
  alexa = await kit.id(ALEXA);
  ls600 = await kit.id(LS600);
  battery = await kit.id(BATTERY);
});
after(async () => {
  await kit?.close();
});

/** The item rows of a cart in cart order: product, quantity, row id and row version. */
async function rows(cartCode: string) {
  const db = kit.t.database.db;
  return db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      id: cartItems.id,
      version: sql<string>`${cartItems}.xmin::text`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.code, cartCode))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
}

const byProduct = (list: Awaited<ReturnType<typeof rows>>, productId: number) =>
  list.find((row) => row.productId === productId);

describe('the rows a line change writes', () => {
  it('changes one quantity by updating that line alone', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(alexa), item(ls600), item(battery)],
    });
    const before = await rows(cartCode);

    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [item(alexa), item(ls600, 3), item(battery)],
    });
    assert.deepEqual(
      cart.items.map((i) => [i.id, i.quantity]),
      [
        [alexa, 1],
        [ls600, 3],
        [battery, 1],
      ],
    );
    const after = await rows(cartCode);
    assert.deepEqual(
      after.map((row) => [row.productId, row.quantity, row.id]),
      before.map((row) => [row.productId, row.productId === ls600 ? 3 : 1, row.id]),
    );
    // The untouched lines are the very rows they were; the changed one is a new version of its row.
    for (const id of [alexa, battery]) {
      assert.equal(byProduct(after, id)?.version, byProduct(before, id)?.version);
    }
    assert.notEqual(byProduct(after, ls600)?.version, byProduct(before, ls600)?.version);
  });

  it('removes a line by deleting its row, and adds one by inserting it, the others untouched', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(alexa), item(ls600), item(battery)],
    });
    const before = await rows(cartCode);

    await applyOk(kit.t, cartCode, { kind: 'Response', items: [item(alexa), item(battery)] });
    const removed = await rows(cartCode);
    assert.deepEqual(
      removed.map((row) => [row.productId, row.id, row.version]),
      before
        .filter((row) => row.productId !== ls600)
        .map((row) => [row.productId, row.id, row.version]),
    );

    const cart = await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(ls600, 2)] });
    assert.deepEqual(
      cart.items.map((i) => [i.id, i.quantity]),
      [
        [alexa, 1],
        [battery, 1],
        [ls600, 2],
      ],
    );
    const added = await rows(cartCode);
    assert.deepEqual(
      added.slice(0, 2).map((row) => [row.productId, row.id, row.version]),
      removed.map((row) => [row.productId, row.id, row.version]),
    );
    assert.equal(added[2]?.productId, ls600);
  });

  it('keeps the order a Response asks for, also when it moves lines', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(alexa), item(ls600), item(battery)],
    });
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [item(battery), item(alexa, 2), item(ls600)],
    });
    assert.deepEqual(
      cart.items.map((i) => i.id),
      [battery, alexa, ls600],
    );
    assert.deepEqual(
      (await rows(cartCode)).map((row) => row.productId),
      [battery, alexa, ls600],
    );
    const again = await applyOk(kit.t, cartCode, { kind: 'Response', items: [] });
    assert.deepEqual(again.items, []);
  });
});
