import { type BillingData, hasBillingData } from './billing-data';

const company: BillingData = {
  taxRegNo: '27082440',
  name: 'Film s.r.o.',
  street: 'Dukelských hrdinů 1',
  city: 'Praha',
  zipCode: '17000',
  country: 'CZ',
};

describe('hasBillingData', () => {
  it.each<[string, boolean | null | undefined, BillingData | null | undefined, boolean]>([
    ['personal billing', false, null, true],
    ['personal billing, the flag unknown', undefined, undefined, true],
    ['personal billing ignores a stale company', false, { ...company, name: '' }, true],
    ['a complete billing customer', true, company, true],
    ['a billing customer requested but missing', true, null, false],
    ['no company ID', true, { ...company, taxRegNo: null }, false],
    ['a name of blanks', true, { ...company, name: '  ' }, false],
    ['no street', true, { ...company, street: '' }, false],
    ['no city', true, { ...company, city: undefined }, false],
    ['no zip code', true, { ...company, zipCode: '' }, false],
    ['no country', true, { ...company, country: null }, false],
  ])('%s → %s', (_label, hasBillingCustomer, billingCustomer, expected) => {
    expect(hasBillingData({ hasBillingCustomer, billingCustomer })).toBe(expected);
  });
});
