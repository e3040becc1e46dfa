// The cart rows' completeness rules: the shop's shared rules, read off the columns as stored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CartBillingData, CartCustomerData } from '../../db/schema';
import { hasBillingData, hasPersonalData } from './cart-state';
import type { CartRow } from './repository';

const emptyRow: CartRow = {
  id: 1,
  code: 'c0ffee',
  groupByCategoryGroups: false,
  customerId: null,
  customer: null,
  dateFrom: null,
  dateTo: null,
  plannedFrom: null,
  plannedTo: null,
  shipping: null,
  billing: null,
  insurance: null,
  additional: null,
  voucherId: null,
  priceOfferId: null,
  accountPasswordHash: null,
  orderId: null,
  createdAt: new Date('2026-11-23T10:00:00Z'),
  updatedAt: new Date('2026-11-23T10:00:00Z'),
};

const jana: CartCustomerData = {
  email: 'jana@example.cz',
  phone: '+420777123456',
  firstname: 'Jana',
  lastname: 'Nová',
  address: null,
  bornDate: null,
  register: false,
};

const company: CartBillingData = {
  customerId: 0,
  taxRegNo: '27082440',
  vatRegNo: null,
  name: 'Film s.r.o.',
  street: 'Dukelských hrdinů 1',
  city: 'Praha',
  zipCode: '17000',
  country: 'CZ',
};

describe('hasPersonalData of a cart row', () => {
  const cases: [string, CartCustomerData | null, boolean][] = [
    ['no personal data yet', null, false],
    ['e-mail, phone, first and last name', jana, true],
    ['no phone', { ...jana, phone: null }, false],
    ['no last name', { ...jana, lastname: null }, false],
    ['a first name of blanks', { ...jana, firstname: '  ' }, false],
  ];
  for (const [label, customer, expected] of cases) {
    it(`${label} → ${expected}`, () => {
      assert.equal(hasPersonalData({ ...emptyRow, customer }), expected);
    });
  }
});

describe('hasBillingData of a cart row', () => {
  const cases: [string, CartBillingData | null, boolean][] = [
    ['personal billing (no company)', null, true],
    ['a complete company', company, true],
    ['a company without a zip code', { ...company, zipCode: '' }, false],
    ['a company without a country', { ...company, country: ' ' }, false],
  ];
  for (const [label, billing, expected] of cases) {
    it(`${label} → ${expected}`, () => {
      assert.equal(hasBillingData({ ...emptyRow, billing }), expected);
    });
  }
});
