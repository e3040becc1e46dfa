import { type CheckoutStep, checkoutRedirect, type GatingCart } from './checkout-gating';

const item = { id: 1 };
const customer = {
  email: 'jana@example.cz',
  phone: '+420777123456',
  firstname: 'Jana',
  lastname: 'Nová',
};
const dated = { from: '2026-11-23T18:00', to: '2026-11-25T09:00' };
const shipped = { selected: { pickup: 'branch', return: 'branch' } };
const billing = {
  taxRegNo: '27082440',
  name: 'Film s.r.o.',
  street: 'Dukelských hrdinů 1',
  city: 'Praha',
  zipCode: '17000',
  country: 'CZ',
};

const empty: GatingCart = { items: [] };
const withItems: GatingCart = { items: [item] };
const withPersonal: GatingCart = { ...withItems, customer };
const withDate: GatingCart = { ...withPersonal, date: dated, shipping: shipped };
const abroadNoCountries: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 2, countries: [] } },
};
const abroadWithCountries: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 2, countries: ['DE'] } },
};
const basicInsurance: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 0, countries: [] } },
};
const billingMissing: GatingCart = {
  ...withDate,
  hasBillingCustomer: true,
  billingCustomer: { ...billing, zipCode: '' },
};
const billingComplete: GatingCart = {
  ...withDate,
  hasBillingCustomer: true,
  billingCustomer: billing,
};
const onlyDate: GatingCart = { ...withPersonal, date: dated };

const steps: CheckoutStep[] = [
  'checkout-cart',
  'checkout-personal-data',
  'checkout-date-and-shipping',
  'checkout-billing-data',
  'checkout-summary',
];

// Each row: the cart, then where each step (cart, personal, date, billing, summary) sends it.
const table: [string, GatingCart, (CheckoutStep | null)[]][] = [
  [
    'an empty cart',
    empty,
    [null, 'checkout-cart', 'checkout-cart', 'checkout-cart', 'checkout-cart'],
  ],
  [
    'items only',
    withItems,
    [null, null, 'checkout-personal-data', 'checkout-personal-data', 'checkout-personal-data'],
  ],
  [
    'items and personal data',
    withPersonal,
    [null, null, null, 'checkout-date-and-shipping', 'checkout-date-and-shipping'],
  ],
  [
    'a date but no shipping',
    onlyDate,
    [null, null, null, 'checkout-date-and-shipping', 'checkout-date-and-shipping'],
  ],
  ['date and shipping', withDate, [null, null, null, null, null]],
  [
    'insurance abroad without countries',
    abroadNoCountries,
    [null, null, null, 'checkout-date-and-shipping', 'checkout-date-and-shipping'],
  ],
  ['insurance abroad with countries', abroadWithCountries, [null, null, null, null, null]],
  ['basic insurance (id 0)', basicInsurance, [null, null, null, null, null]],
  [
    'billing customer lacking a zip code',
    billingMissing,
    [null, null, null, null, 'checkout-billing-data'],
  ],
  ['complete billing customer', billingComplete, [null, null, null, null, null]],
];

describe('checkout gating', () => {
  it.each(table)('%s', (_label, cart, expected) => {
    expect(steps.map((step) => checkoutRedirect(step, cart))).toEqual(expected);
  });

  it('treats blank personal fields as missing', () => {
    const blank: GatingCart = { ...withItems, customer: { ...customer, phone: '  ' } };
    expect(checkoutRedirect('checkout-date-and-shipping', blank)).toBe('checkout-personal-data');
  });
});
