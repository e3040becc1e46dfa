import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cart } from '@shop/shared/contract';
import { addDays } from '@shop/shared/rules/prague-time';
import { testLine } from '../../test/test-cart';
import { estimateNumber, formatOrderNumber, twoDigitYear } from './numbering';
import {
  customerSnapshot,
  orderItemsFromCart,
  parseAddress,
  rentDemand,
  spreadTotal,
} from './order-lines';
import { paymentStatusOf } from './payment-status';

describe('spreadTotal', () => {
  const cases: Array<[number, number[], number[]]> = [
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [300, 100], [750, 250]],
    [10, [0, 0], [5, 5]],
    [7, [2, 1], [5, 2]],
    [0, [5], [0]],
  ];
  for (const [total, weights, expected] of cases) {
    it(`${total} over ${weights.join(':')} → ${expected.join(' + ')}`, () => {
      const parts = spreadTotal(total, weights);
      assert.deepEqual(parts, expected);
      assert.equal(
        parts.reduce((a, b) => a + b, 0),
        total,
      );
    });
  }
});

describe('orderItemsFromCart', () => {
  const product = (id: number, pricePerDay: number) => ({
    id,
    name: `Produkt ${id}`,
    nameEn: `Product ${id}`,
    pricePerDay,
    salePrice: 50,
  });
  const baseCart = (rent: Cart['rent'], sale: Cart['sale'] = []) =>
    ({
      rent,
      sale,
      shootingDays: 2,
      insurance: { possible: true, selected: null, price: 0 },
      price: { insurancePrice: 0 },
    }) as unknown as Cart;

  it('turns a price offer line into its items, its fixed total spread by day price', () => {
    const offer = {
      ...testLine(product(900, 0), 1, false, 2, 'priceOffer', [
        { productId: 1, name: 'Kamera', translations: { en: { name: 'Camera' } }, quantity: 1 },
        { productId: 2, name: 'Objektiv', translations: { en: { name: 'Lens' } }, quantity: 2 },
      ]),
      total: 5000,
      days: null,
    };
    const items = orderItemsFromCart(
      baseCart([offer]),
      new Map([
        [1, 3000],
        [2, 500],
      ]),
      { from: '2026-12-01T10:00', to: '2026-12-02T18:00' },
      7,
    );
    assert.deepEqual(
      items.map((item) => [
        item.productId,
        item.name,
        item.nameEn,
        item.quantity,
        item.days,
        item.total,
      ]),
      [
        [1, 'Kamera', 'Camera', 1, 2, 3750],
        [2, 'Objektiv', 'Lens', 2, 2, 1250],
      ],
    );
    assert.deepEqual(
      items.map((item) => item.unitPrice),
      [1875, 313],
    );
    assert.deepEqual(
      items.map((item) => [item.rentalFrom, item.rentalTo, item.priceOfferId]),
      [
        ['2026-12-01T10:00', '2026-12-02T18:00', 7],
        ['2026-12-01T10:00', '2026-12-02T18:00', 7],
      ],
    );
  });

  it('keeps rent and sale lines with contents, and adds a priced insurance line', () => {
    const cart = {
      ...baseCart(
        [
          testLine(product(3, 400), 2, false, 2, 'bundle', [
            { productId: 4, name: 'Díl', translations: { en: { name: 'Part' } }, quantity: 2 },
          ]),
        ],
        [testLine(product(5, 0), 3, true, 2)],
      ),
      insurance: {
        possible: true,
        price: 112,
        selected: {
          id: 'world',
          countries: ['US'],
          birthNumber: null,
          bornDate: null,
          permanentAddress: null,
          companyId: null,
          student: true,
          isic: 'S123',
        },
      },
      price: { insurancePrice: 112 },
    } as unknown as Cart;
    const items = orderItemsFromCart(
      cart,
      new Map(),
      { from: '2026-12-01T10:00', to: '2026-12-02T18:00' },
      null,
    );
    assert.deepEqual(
      items.map((item) => [
        item.productId,
        item.quantity,
        item.isSale,
        item.days,
        item.unitPrice,
        item.total,
      ]),
      [
        [3, 2, false, 2, 400, 1600],
        [5, 3, true, null, 50, 150],
        [null, 1, false, null, 112, 112],
      ],
    );
    assert.deepEqual(items[0]?.contents, [{ productId: 4, name: 'Díl', quantity: 2 }]);
    assert.equal(items[2]?.name, 'Pojištění pro použití ve světě (student)');
    // Only rent lines carry the period; sale and insurance lines have none.
    assert.deepEqual(
      items.map((item) => item.rentalFrom),
      ['2026-12-01T10:00', null, null],
    );
  });
});

describe('rentDemand', () => {
  it('counts kits as their parts and skips sale and insurance lines', () => {
    const line = (productId: number | null, quantity: number, isSale = false) => ({
      productId,
      quantity,
      isSale,
      name: '',
      nameEn: '',
      days: 1,
      unitPrice: 0,
      total: 0,
      contents: null,
      rentalFrom: null,
      rentalTo: null,
      priceOfferId: null,
    });
    const demand = rentDemand(
      [line(10, 2), line(1, 1), line(20, 5, true), line(null, 1)],
      new Map([
        [
          10,
          [
            { productId: 1, quantity: 1 },
            { productId: 2, quantity: 2 },
          ],
        ],
      ]),
    );
    assert.deepEqual([...demand.entries()].sort(), [
      [1, 3],
      [2, 4],
    ]);
  });
});

describe('parseAddress and customerSnapshot', () => {
  const cases: Array<[string | null, { street: string; zipCode: string; city: string }]> = [
    [
      'Korunní 2569/108, 101 00 Praha 10',
      { street: 'Korunní 2569/108', zipCode: '101 00', city: 'Praha 10' },
    ],
    ['Purkyňova 99, 61200 Brno', { street: 'Purkyňova 99', zipCode: '612 00', city: 'Brno' }],
    ['Dlouhá 5, Praha 1, 110 00', { street: 'Dlouhá 5', zipCode: '110 00', city: 'Praha 1' }],
    ['Na Výsluní 3, Kolín', { street: 'Na Výsluní 3', zipCode: '', city: 'Kolín' }],
    ['Jen ulice 1', { street: 'Jen ulice 1', zipCode: '', city: '' }],
    [null, { street: '', zipCode: '', city: '' }],
  ];
  for (const [input, expected] of cases) {
    it(`${input}`, () => assert.deepEqual(parseAddress(input), expected));
  }

  it('names a person by first and last name, without company numbers', () => {
    const snapshot = customerSnapshot(
      {
        email: 'a@b.cz',
        phone: null,
        firstname: 'Eva',
        lastname: 'Malá',
        address: 'Dlouhá 5, 110 00 Praha 1',
        bornDate: null,
        register: false,
      },
      null,
      'a@b.cz',
    );
    assert.equal(snapshot.customerName, 'Eva Malá');
    assert.equal(snapshot.customerTaxRegNo, null);
    assert.equal(snapshot.customerCountry, 'CZ');
  });
});

describe('numbering', () => {
  it('formats order and estimate numbers', () => {
    assert.equal(formatOrderNumber(26, 123), '26000123');
    assert.equal(formatOrderNumber(7, 1), '07000001');
    assert.throws(() => formatOrderNumber(26, 1_000_000), RangeError);
    assert.equal(estimateNumber('26000001'), 'ZF260001');
    assert.equal(estimateNumber('26012345'), 'ZF2612345');
    assert.equal(twoDigitYear('2026-11-20'), 26);
  });

  it('adds calendar days across months and years', () => {
    assert.equal(addDays('2026-11-20', 7), '2026-11-27');
    assert.equal(addDays('2026-12-28', 7), '2027-01-04');
    assert.equal(addDays('2028-02-25', 7), '2028-03-03');
  });
});

describe('paymentStatusOf', () => {
  it('paid, part-paid, unpaid', () => {
    assert.equal(paymentStatusOf(1210, 1210), 'paid');
    assert.equal(paymentStatusOf(1300, 1210), 'paid');
    assert.equal(paymentStatusOf(100, 1210), 'part-paid');
    assert.equal(paymentStatusOf(0, 1210), 'unpaid');
  });
});
