import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CART_UPDATE_KINDS,
  type CartUpdate,
  type CartUpdateReply,
  type RefusedField,
} from '@shop/shared/contract';
import {
  ALEXA,
  apply,
  applyOk,
  applyRefused,
  BATTERY,
  type CartTestKit,
  getCart,
  item,
  LS600,
  newCart,
  startKit,
  TAPE,
  update,
} from '../../test/cart-test-kit';
import { refusalWords } from '../../test/refusal';

let kit: CartTestKit;
let alexa: number;
let ls600: number;
let tape: number;
let battery: number;

before(async () => {
  kit = await startKit();
  alexa = await kit.id(ALEXA);
  ls600 = await kit.id(LS600);
  tape = await kit.id(TAPE);
  battery = await kit.id(BATTERY);
});
after(async () => {
  await kit?.close();
});

const zeroPrices = {
  price: 0,
  vat: 0,
  shippingPrice: 0,
  expressFee: 0,
  voucherDiscount: 0,
  insurancePrice: 0,
  totalWithVat: 0,
};

describe('POST /api/cart/generate and GET /api/cart/:cartCode', () => {
  it('creates an empty cart with an unguessable code', async () => {
    const first = await newCart(kit.t);
    const second = await newCart(kit.t);
    assert.match(first, /^[0-9a-f]{32}$/);
    assert.notEqual(first, second);

    assert.deepEqual(await getCart(kit.t, first), {
      cartCode: first,
      items: [],
      rent: [],
      sale: [],
      customer: null,
      date: { from: null, to: null },
      plannedDates: null,
      shootingDays: null,
      shipping: {
        selected: { pickup: null, return: null },
        pickupAddress: null,
        returnAddress: null,
      },
      hasBillingCustomer: false,
      billingCustomer: null,
      insurance: { possible: false, selected: null, price: 0 },
      voucher: null,
      additional: null,
      groupByCategoryGroups: false,
      priceOffer: null,
      order: null,
      itemCount: 0,
      price: {
        ...zeroPrices,
        rentTotal: 0,
        saleTotal: 0,
        currencies: { czk: zeroPrices, eur: zeroPrices, usd: zeroPrices },
      },
    });
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['0123456789abcdef0123456789abcdef', 'a%20b', "x'--"]) {
      const response = await kit.t.app.inject(`/api/cart/${code}`);
      assert.equal(response.statusCode, 404, code);
      assert.deepEqual(response.json(), { success: false, message: 'Cart not found' });
    }
    // A control character is no code at all: refused before any look-up.
    const nul = await kit.t.app.inject('/api/cart/%00abc');
    assert.equal(nul.statusCode, 400);
    assert.deepEqual(nul.json(), {
      success: false,
      message: 'cartCode must not contain control characters',
    });
  });
});

describe('POST /api/cart/update: Add, Response, Group, reset', () => {
  it('adds rent and sale items and prices them in every currency', async () => {
    const cartCode = await newCart(kit.t);
    const cart = await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(alexa), item(ls600, 2), item(tape, 3, true)],
    });
    assert.equal(cart.cartCode, cartCode);
    assert.deepEqual(cart.items, [
      { ...item(alexa), dynamicProductConfiguration: null },
      { ...item(ls600, 2), dynamicProductConfiguration: null },
      { ...item(tape, 3, true), dynamicProductConfiguration: null },
    ]);
    assert.equal(cart.itemCount, 6);
    assert.deepEqual(
      cart.rent.map((line) => [line.name, line.unitPrice, line.quantity, line.days, line.total]),
      [
        [ALEXA, 9000, 1, 1, 9000],
        [LS600, 1200, 2, 1, 2400],
      ],
    );
    assert.deepEqual(cart.sale[0], {
      id: tape,
      type: 'product',
      quantity: 3,
      isSale: true,
      name: TAPE,
      slug: 'gaffer-paska-cerna-50-mm-50-m',
      translations: {
        en: { name: 'Gaffer tape black 50 mm × 50 m', slug: 'gaffer-tape-black-50-mm-50-m' },
      },
      image: `/api/product-image/${tape}.svg`,
      categoryGroup: cart.sale[0]?.categoryGroup ?? null,
      contents: [],
      dynamicProductConfiguration: null,
      unitPrice: 390,
      days: null,
      total: 1170,
      currencies: {
        czk: { unitPrice: 390, total: 1170 },
        eur: { unitPrice: 16, total: 48 },
        usd: { unitPrice: 17, total: 51 },
      },
    });
    assert.ok(cart.sale[0]?.categoryGroup, 'lines carry their category group');
    assert.deepEqual(cart.insurance, { possible: true, selected: null, price: 0 });
    // 9000 + 2400 + 1170 = 12 570; VAT 21 % = 2639.7
    assert.equal(cart.price.price, 12_570);
    assert.equal(cart.price.vat, 2640);
    assert.equal(cart.price.totalWithVat, 15_210);
    assert.equal(cart.price.rentTotal, 11_400);
    assert.equal(cart.price.saleTotal, 1170);
    assert.equal(cart.price.currencies.eur.price, 360 + 96 + 48);
    assert.deepEqual(await getCart(kit.t, cartCode), cart, 'GET returns the stored cart');
  });

  it('merges the same product with the same isSale, keeps rent and sale apart', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(battery, 1)] });
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(battery, 2)] });
    const cart = await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(battery, 1, true)] });
    assert.deepEqual(
      cart.items.map((i) => [i.id, i.quantity, i.isSale]),
      [
        [battery, 3, false],
        [battery, 1, true],
      ],
    );
    assert.deepEqual(
      cart.rent.map((l) => [l.unitPrice, l.total]),
      [[300, 900]],
    );
    assert.deepEqual(
      cart.sale.map((l) => [l.unitPrice, l.total]),
      [[8990, 8990]],
    );
    assert.equal(cart.itemCount, 4);
  });

  it('replaces the items with a Response: removing and changing quantities, or none', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(alexa), item(ls600), item(tape, 1, true)],
    });
    const changed = await applyOk(kit.t, cartCode, {
      kind: 'Response',
      items: [item(tape, 5, true), item(ls600, 4)],
    });
    assert.deepEqual(
      changed.items.map((i) => [i.id, i.quantity]),
      [
        [tape, 5],
        [ls600, 4],
      ],
    );
    assert.equal(changed.price.price, 5 * 390 + 4 * 1200);

    const emptied = await applyOk(kit.t, cartCode, { kind: 'Response', items: [] });
    assert.deepEqual(emptied.items, []);
    assert.equal(emptied.itemCount, 0);
    assert.equal(emptied.price.price, 0);
    assert.equal(emptied.insurance.possible, false);
  });

  it('accepts items echoed back with extra fields and a JSON request body', async () => {
    const cartCode = await newCart(kit.t);
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/update',
      payload: {
        cartCode,
        cart: {
          kind: 'Add',
          items: [{ ...item(ls600), dynamicProductConfiguration: null, name: 'echo' }],
        },
        groupByCategoryGroups: true,
      },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json() as CartUpdateReply;
    assert.deepEqual(
      body.cart.items.map((i) => i.id),
      [ls600],
    );
    assert.equal(body.cart.groupByCategoryGroups, true);
  });

  it('stores groupByCategoryGroups from a form flag and from a Group update', async () => {
    const cartCode = await newCart(kit.t);
    const on = await update(kit.t, { cartCode, groupByCategoryGroups: '1' });
    assert.equal(on.body.cart.groupByCategoryGroups, true);
    assert.equal((await getCart(kit.t, cartCode)).groupByCategoryGroups, true);
    const off = await update(kit.t, { cartCode, groupByCategoryGroups: '0' });
    assert.equal(off.body.cart.groupByCategoryGroups, false);
    const grouped = await applyOk(kit.t, cartCode, { kind: 'Group', groupByCategoryGroups: true });
    assert.equal(grouped.groupByCategoryGroups, true);
    const ungrouped = await applyOk(kit.t, cartCode, {
      kind: 'Group',
      groupByCategoryGroups: false,
    });
    assert.equal(ungrouped.groupByCategoryGroups, false);
  });

  it('resets: a new empty cart with a new code', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(alexa)] });
    const { status, body } = await update(kit.t, {
      cartCode,
      reset: '1',
      cart: JSON.stringify({ kind: 'Response', items: [] }),
    });
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.notEqual(body.cart.cartCode, cartCode);
    assert.match(body.cart.cartCode, /^[0-9a-f]{32}$/);
    assert.deepEqual(body.cart.items, []);
    assert.deepEqual(await getCart(kit.t, body.cart.cartCode), body.cart);
    assert.equal((await getCart(kit.t, cartCode)).items.length, 1, 'the old cart stays');
  });

  it('refuses an unknown product with item_not_found and leaves the cart unchanged', async () => {
    const cartCode = await newCart(kit.t);
    await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(alexa)] });
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Add', items: [item(ls600), item(999_999)] },
      'item_not_found',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Response', items: [item(999_999)] },
      'item_not_found',
    );
    await applyRefused(
      kit.t,
      cartCode,
      { kind: 'Add', items: [{ id: 1, type: 'priceOffer', quantity: 1, isSale: false }] },
      'item_not_found',
    );
  });

  it('refuses renting a sale-only product, buying a rent-only one, and too many pieces', async () => {
    const cartCode = await newCart(kit.t);
    const cases: Array<[CartUpdate, string]> = [
      [{ kind: 'Add', items: [item(tape, 1, false)] }, 'item_not_for_rent'],
      [{ kind: 'Add', items: [item(alexa, 1, true)] }, 'item_not_for_sale'],
      [{ kind: 'Add', items: [item(ls600, 60), item(ls600, 60)] }, 'quantity_exceeded'],
      [{ kind: 'AddGroup', items: [item(ls600, 1), item(tape, 1, false)] }, 'item_not_for_rent'],
    ];
    for (const [cart, errorKey] of cases) await applyRefused(kit.t, cartCode, cart, errorKey);
    assert.deepEqual((await getCart(kit.t, cartCode)).items, []);
  });
});

describe('POST /api/cart/update: bad input', () => {
  const badRequests: Array<[string, Record<string, string | number>, string]> = [
    ['missing cartCode', { cart: '{"kind":"Add","items":[]}' }, 'cartCode is required'],
    ['empty body', {}, 'cartCode is required'],
    ['invalid cart JSON', { cartCode: 'CODE', cart: '{kind: Add' }, 'cart must be valid JSON'],
    ['cart JSON not an object', { cartCode: 'CODE', cart: '[1,2]' }, 'cart must be a JSON object'],
    ['missing kind', { cartCode: 'CODE', cart: '{"items":[]}' }, 'cart.kind is required'],
    [
      'unknown kind',
      { cartCode: 'CODE', cart: '{"kind":"Teleport"}' },
      `cart.kind must be one of: ${CART_UPDATE_KINDS.join(', ')}`,
    ],
    [
      'id beyond the database range',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Add","items":[{"id":99999999999,"type":"product","quantity":1,"isSale":false}]}',
      },
      'cart.items[0].id must be <= 2147483647',
    ],
    ['Add without items', { cartCode: 'CODE', cart: '{"kind":"Add"}' }, 'cart.items is required'],
    [
      'Add with no items',
      { cartCode: 'CODE', cart: '{"kind":"Add","items":[]}' },
      'cart.items must have at least 1 item',
    ],
    [
      'quantity 0',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Add","items":[{"id":1,"type":"product","quantity":0,"isSale":false}]}',
      },
      'cart.items[0].quantity must be >= 1',
    ],
    [
      'id not a number',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Response","items":[{"id":"x","type":"product","quantity":1,"isSale":false}]}',
      },
      'cart.items[0].id must be an integer',
    ],
    [
      'unknown item type',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Add","items":[{"id":1,"type":"kit","quantity":1,"isSale":false}]}',
      },
      'cart.items[0].type must be one of: product, bundle, dynamicProduct, priceOffer',
    ],
    [
      'Date not a date-time',
      { cartCode: 'CODE', cart: '{"kind":"Date","from":"tomorrow","to":"2030-01-01T10:00"}' },
      'cart.from has an invalid format',
    ],
    [
      'Date that does not exist',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Date","from":"2030-02-30T10:00","to":"2030-03-01T25:00"}',
      },
      'cart.from must be a valid date-time',
    ],
    [
      'Date hour 25',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Date","from":"2030-02-28T10:00","to":"2030-03-01T25:00"}',
      },
      'cart.to must be a valid date-time',
    ],
    [
      'PersonalData with a bad e-mail',
      { cartCode: 'CODE', cart: '{"kind":"PersonalData","customer":{"email":"nope"}}' },
      'cart.customer.email must be a valid email',
    ],
    [
      'PersonalData with a Czech phone number that cannot exist',
      { cartCode: 'CODE', cart: '{"kind":"PersonalData","customer":{"phone":"123 456 789"}}' },
      'cart.customer.phone must be a valid phone number (e.g. 777 123 456 or +420 777 123 456)',
    ],
    [
      'PersonalData with a phone of words',
      { cartCode: 'CODE', cart: '{"kind":"PersonalData","customer":{"phone":"call me maybe"}}' },
      'cart.customer.phone must be a valid phone number (e.g. 777 123 456 or +420 777 123 456)',
    ],
    [
      'PersonalData with a short password',
      {
        cartCode: 'CODE',
        cart: '{"kind":"PersonalData","customer":{},"createAccount":{"password":"123"}}',
      },
      'cart.createAccount.password must be at least 6 characters long',
    ],
    [
      'Shipping with an unknown type',
      {
        cartCode: 'CODE',
        cart: '{"kind":"Shipping","pickup":{"type":"drone"},"return":{"type":"branch"}}',
      },
      'cart.pickup.type must be one of: branch, night_safe, courier, set_transport',
    ],
    [
      'Billing with a short company ID',
      { cartCode: 'CODE', cart: '{"kind":"Billing","customerId":0,"taxRegNo":"123"}' },
      'cart.taxRegNo has an invalid format',
    ],
    [
      'Insurance with an unknown id',
      { cartCode: 'CODE', cart: '{"kind":"Insurance","id":"moon"}' },
      'cart.id must be one of: 0, basic, eu, world',
    ],
    [
      'Voucher without a code',
      { cartCode: 'CODE', cart: '{"kind":"Voucher"}' },
      'cart.voucherCode is required',
    ],
    [
      'AddOffer without a password',
      { cartCode: 'CODE', cart: '{"kind":"AddOffer","offerId":1}' },
      'cart.password is required',
    ],
    [
      'DynamicProduct with a bad configuration',
      {
        cartCode: 'CODE',
        cart: '{"kind":"DynamicProduct","id":1,"quantity":1,"isSale":false,"configuration":{"a":"x"}}',
      },
      'cart.configuration.a must be an array',
    ],
    [
      'bad reset flag',
      { cartCode: 'CODE', reset: 'yes' },
      'reset must be one of: true, false, 0, 1',
    ],
    [
      'bad finishOrder flag',
      { cartCode: 'CODE', finishOrder: 'please' },
      'finishOrder must be one of: true, false, 0, 1',
    ],
  ];
  for (const kind of ['toString', '__proto__', 'constructor', 42, null]) {
    badRequests.push([
      `kind ${String(kind)}`,
      { cartCode: 'CODE', cart: JSON.stringify({ kind, items: [] }) },
      `cart.kind must be one of: ${CART_UPDATE_KINDS.join(', ')}`,
    ]);
  }
  for (const [title, fields, message] of badRequests) {
    it(`400: ${title}`, async () => {
      const { status, body } = await update(kit.t, fields);
      assert.equal(status, 400);
      assert.deepEqual(refusalWords(body), { success: false, message });
    });
  }

  // What a form needs to say a refusal at its field, in the shopper's language.
  const namedFields: Array<[string, CartUpdate | Record<string, unknown>, RefusedField]> = [
    [
      'a project name past its limit',
      { kind: 'Additional', projectName: 'x'.repeat(201) },
      { name: 'cart.projectName', problem: 'tooLong', limit: 200 },
    ],
    [
      'a note past its limit',
      { kind: 'Additional', note: 'x'.repeat(2001) },
      { name: 'cart.note', problem: 'tooLong', limit: 2000 },
    ],
    [
      'a voucher code past its limit',
      { kind: 'Voucher', voucherCode: 'x'.repeat(51) },
      { name: 'cart.voucherCode', problem: 'tooLong', limit: 50 },
    ],
    [
      'a first name with a control character',
      { kind: 'PersonalData', customer: { firstname: 'Ja\u0000na' } },
      { name: 'cart.customer.firstname', problem: 'invalidCharacters' },
    ],
    [
      'a phone number that cannot exist',
      { kind: 'PersonalData', customer: { phone: '123 456 789' } },
      { name: 'cart.customer.phone', problem: 'invalid' },
    ],
    [
      'an empty offer password',
      { kind: 'AddOffer', offerId: 1, password: '' },
      { name: 'cart.password', problem: 'required' },
    ],
  ];
  for (const [title, cart, field] of namedFields) {
    it(`400 naming its field: ${title}`, async () => {
      const { status, body } = await update(kit.t, {
        cartCode: 'CODE',
        cart: JSON.stringify(cart),
      });
      assert.equal(status, 400);
      assert.deepEqual((body as { field?: unknown }).field, field);
    });
  }

  it('404 for an unknown or malformed cart code', async () => {
    const unknown = await apply(kit.t, '0123456789abcdef0123456789abcdef', {
      kind: 'Add',
      items: [item(alexa)],
    });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { success: false, message: 'Cart not found' });
    const nul = await apply(kit.t, 'nul\u0000code', { kind: 'Add', items: [item(alexa)] });
    assert.equal(nul.status, 400);
    assert.deepEqual(nul.body, {
      success: false,
      message: 'cartCode must not contain control characters',
      field: { name: 'cartCode', problem: 'invalidCharacters' },
    });
    const finish = await update(kit.t, {
      cartCode: '0123456789abcdef0123456789abcdef',
      finishOrder: '1',
    });
    assert.equal(finish.status, 404);
  });
});
