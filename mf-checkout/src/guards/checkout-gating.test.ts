import {
  type CheckoutStep,
  checkoutRedirect,
  checkoutSteps,
  type GatingCart,
  isCheckoutStep,
} from './checkout-gating';

const item = { id: 1 };
const customer = {
  email: 'jana@example.cz',
  phone: '+420777123456',
  firstname: 'Jana',
  lastname: 'Nová',
};
const dated = { from: '2026-11-23T18:00', to: '2026-11-25T09:00' };
const shipped = { selected: { pickup: { type: 'branch' }, return: { type: 'branch' } } };
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
const blankPhone: GatingCart = { ...withItems, customer: { ...customer, phone: '  ' } };
const onlyDate: GatingCart = { ...withPersonal, date: dated };
const onlyShipping: GatingCart = { ...withPersonal, shipping: shipped };
const withDate: GatingCart = { ...withPersonal, date: dated, shipping: shipped };
const oneLegShipped: GatingCart = {
  ...withDate,
  shipping: { selected: { pickup: { type: 'branch' }, return: null } },
};
const abroadNoCountries: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 'eu', countries: [] } },
};
const abroadWithCountries: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 'world', countries: ['US'] } },
};
const basicInsurance: GatingCart = {
  ...withDate,
  insurance: { selected: { id: 'basic', countries: [] } },
};
const resetInsurance: GatingCart = { ...withDate, insurance: { selected: { id: 0 } } };
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

const cart: CheckoutStep = 'checkout-cart';
const personal: CheckoutStep = 'checkout-personal-data';
const dates: CheckoutStep = 'checkout-date-and-shipping';
const billingStep: CheckoutStep = 'checkout-billing-data';

// Each row: the cart, then where each step (cart, personal, date, billing, summary) sends it.
const table: [string, GatingCart, (CheckoutStep | null)[]][] = [
  ['an empty cart', empty, [null, cart, cart, cart, cart]],
  ['items only', withItems, [null, null, personal, personal, personal]],
  ['a phone of blanks', blankPhone, [null, null, personal, personal, personal]],
  ['items and personal data', withPersonal, [null, null, null, dates, dates]],
  ['a date but no shipping', onlyDate, [null, null, null, dates, dates]],
  ['shipping but no date', onlyShipping, [null, null, null, dates, dates]],
  ['shipping one way only', oneLegShipped, [null, null, null, dates, dates]],
  ['date and shipping', withDate, [null, null, null, null, null]],
  ['insurance abroad without countries', abroadNoCountries, [null, null, null, dates, dates]],
  ['insurance abroad with countries', abroadWithCountries, [null, null, null, null, null]],
  ['basic insurance', basicInsurance, [null, null, null, null, null]],
  ['insurance reset (id 0)', resetInsurance, [null, null, null, null, null]],
  ['a billing customer lacking a zip code', billingMissing, [null, null, null, null, billingStep]],
  ['a complete billing customer', billingComplete, [null, null, null, null, null]],
];

describe('checkout gating', () => {
  it.each(table)('%s', (_label, given, expected) => {
    expect(checkoutSteps.map((step) => checkoutRedirect(step, given))).toEqual(expected);
  });

  it.each([
    ['checkout-summary', true],
    ['checkout-cart', true],
    ['cart-share', false],
    ['order-received', false],
  ])('%s is a checkout step: %s', (name, expected) => {
    expect(isCheckoutStep(name)).toBe(expected);
  });
});
