import {
  excess,
  held,
  moneyState,
  owed,
  refundPending,
  splitGross,
  splitPart,
  spreadVat,
  statusAfterMoney,
  vatInGross,
  vatOnNet,
  withVat,
} from './money';

describe('the ledger of an order', () => {
  // total, received, credited, refunded → held, owed, excess, pending refund, state
  it.each([
    [2257, 0, 0, 0, 0, 2257, 0, 0, 'unpaid', 'placed, nothing paid'],
    [2257, 1000, 0, 0, 1000, 1257, 0, 0, 'part-paid', 'part paid'],
    [2257, 2257, 0, 0, 2257, 0, 0, 0, 'paid', 'paid in full'],
    [1785, 2257, 0, 0, 2257, 0, 472, 0, 'paid', 'paid, then an item cancelled: 472 to credit'],
    [1785, 2257, 472, 0, 1785, 0, 0, 472, 'paid', 'credited, refund not yet paid out'],
    [0, 2257, 472, 472, 1785, 0, 1785, 0, 'part-paid', 'then cancelled: only the rest to credit'],
    [0, 2257, 2257, 472, 0, 0, 0, 1785, 'unpaid', 'cancelled and credited in full'],
    [2785, 2257, 472, 472, 1785, 1000, 0, 0, 'part-paid', 'grown after a credit: 1000 owed'],
    [500, 3000, 0, 0, 3000, 0, 2500, 0, 'paid', 'paid more than the total'],
    [0, 0, 0, 0, 0, 0, 0, 0, 'unpaid', 'cancelled before any payment'],
  ])(
    'total %i, received %i, credited %i, refunded %i: held %i, owed %i, excess %i, pending %i, %s (%s)',
    (total, received, credited, refunded, keeps, owes, over, pending, state) => {
      const ledger = { total, received, credited, refunded };
      expect([held(ledger), owed(ledger), excess(ledger), refundPending(ledger)]).toEqual([
        keeps,
        owes,
        over,
        pending,
      ]);
      expect(moneyState(ledger)).toBe(state);
    },
  );
});

describe('VAT in an amount with VAT (21/121)', () => {
  it.each([
    [2257, 392, 1865],
    [472, 82, 390],
    [1785, 310, 1475],
    [121, 21, 100],
    [1, 0, 1],
    [0, 0, 0],
    [-472, -82, -390],
  ])('%i CZK: VAT %i, base %i', (gross, vat, base) => {
    expect(vatInGross(gross)).toBe(vat);
    expect(splitGross(gross)).toEqual({ base, vat, gross });
  });
});

describe('splitPart: parts of a taxed amount add up to it', () => {
  const payment = { base: 1865, vat: 392, gross: 2257 };
  it.each([
    [0, 472, 390, 82],
    [472, 1785, 1475, 310],
    [0, 2257, 1865, 392],
    [2256, 1, 1, 0],
  ])('from %i, %i CZK: base %i, VAT %i', (from, amount, base, vat) => {
    expect(splitPart(payment, from, amount)).toEqual({ base, vat, gross: amount });
  });

  it('ends at the whole VAT even when the coefficient of the whole would differ', () => {
    // An invoice's VAT is rounded over its base (1000 × 21 % = 210), its gross 1210's coefficient
    // VAT is 210 too; 1211 → base 1001, VAT 210 (21 % of 1001 = 210.21) while 1211 × 21/121 = 210.17.
    const invoice = { base: 1001, vat: 210, gross: 1211 };
    const first = splitPart(invoice, 0, 600);
    const rest = splitPart(invoice, 600, 611);
    expect(first.vat + rest.vat).toBe(210);
    expect(first.base + rest.base).toBe(1001);
  });
});

describe('spreadVat: the document VAT over its lines', () => {
  it.each([
    [[27000, 2700, 7200], 7749, [5670, 567, 1512]],
    [[100, 100, 100], 63, [21, 21, 21]],
    // 3 × 21.21 = 63.63 rounds to 64 over the sum; the line rounded down the most takes the crown.
    [[101, 101, 101], 64, [22, 21, 21]],
    [[1000, -400], 126, [210, -84]],
    [[595], 125, [125]],
    [[], 0, []],
    [[5, 5, 5, 5], 4, [1, 1, 1, 1]],
    [[2, 2, 2, 2, 2], 2, [1, 1, 0, 0, 0]],
  ])('%j with VAT %i → %j', (bases, vat, expected) => {
    const spread = spreadVat(bases, vat);
    expect(spread).toEqual(expected);
    expect(spread.reduce((sum, share) => sum + share, 0)).toBe(vat);
  });
});

describe('statusAfterMoney', () => {
  it.each([
    ['ORDERED', 2257, 2257, 0, 'PAID'],
    ['ORDERED', 2257, 1000, 0, 'PART_PAID'],
    ['PAID', 2785, 2257, 0, 'PART_PAID'],
    ['PAID', 1785, 2257, 472, 'PAID'],
    ['PART_PAID', 2257, 0, 0, 'ORDERED'],
    ['CREATED', 2257, 0, 0, 'CREATED'],
    ['LENT', 2257, 2257, 0, 'LENT'],
    ['CANCELED', 0, 2257, 2257, 'CANCELED'],
  ])('%s, total %i, received %i, credited %i → %s', (status, total, received, credited, next) => {
    expect(statusAfterMoney(status, { total, received, credited })).toBe(next);
  });
});

describe('withVat: the amount with its VAT', () => {
  it.each([
    [0, 0],
    [100, 121],
    [1999, 2419],
    [3, 4],
  ])('%i → %i', (net, gross) => expect(withVat(net)).toBe(gross));
});

describe('vatOnNet: 21 % added to an amount without VAT, whole units', () => {
  it.each([
    [0, 0],
    [100, 21],
    [990, 208],
    [1490, 313],
    [2, 0],
    [3, 1],
  ])('%i → %i', (net, vat) => expect(vatOnNet(net)).toBe(vat));
});
