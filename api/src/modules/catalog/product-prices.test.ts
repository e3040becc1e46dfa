import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CurrencyRates } from '../currency';
import { type ProductPriceInput, productCurrencies } from './product-prices';

const rates: CurrencyRates = { czk: 1, eur: 25, usd: 23 };

describe('productCurrencies', () => {
  const cases: Array<{
    title: string;
    input: ProductPriceInput;
    expected: ReturnType<typeof productCurrencies>;
  }> = [
    {
      title: 'rental without discount',
      input: {
        isForRent: true,
        isForSale: false,
        basePricePerDay: 9000,
        pricePerDay: 9000,
        price: null,
      },
      expected: {
        czk: { price: null, pricePerDay: 9000, basePricePerDay: 9000, vat: 1890, shippingPrice: 0 },
        eur: { price: null, pricePerDay: 360, basePricePerDay: 360, vat: 76, shippingPrice: 0 },
        usd: { price: null, pricePerDay: 391, basePricePerDay: 391, vat: 82, shippingPrice: 0 },
      },
    },
    {
      title: 'discounted rental (700 -15 % = 595)',
      input: {
        isForRent: true,
        isForSale: false,
        basePricePerDay: 700,
        pricePerDay: 595,
        price: null,
      },
      expected: {
        czk: { price: null, pricePerDay: 595, basePricePerDay: 700, vat: 125, shippingPrice: 0 },
        eur: { price: null, pricePerDay: 24, basePricePerDay: 28, vat: 5, shippingPrice: 0 },
        usd: { price: null, pricePerDay: 26, basePricePerDay: 30, vat: 5, shippingPrice: 0 },
      },
    },
    {
      title: 'sale only: VAT of the sale price',
      input: { isForRent: false, isForSale: true, basePricePerDay: 0, pricePerDay: 0, price: 390 },
      expected: {
        czk: { price: 390, pricePerDay: 0, basePricePerDay: 0, vat: 82, shippingPrice: 0 },
        eur: { price: 16, pricePerDay: 0, basePricePerDay: 0, vat: 3, shippingPrice: 0 },
        usd: { price: 17, pricePerDay: 0, basePricePerDay: 0, vat: 4, shippingPrice: 0 },
      },
    },
    {
      title: 'rent and sale: VAT of the day price',
      input: {
        isForRent: true,
        isForSale: true,
        basePricePerDay: 300,
        pricePerDay: 300,
        price: 8990,
      },
      expected: {
        czk: { price: 8990, pricePerDay: 300, basePricePerDay: 300, vat: 63, shippingPrice: 0 },
        eur: { price: 360, pricePerDay: 12, basePricePerDay: 12, vat: 3, shippingPrice: 0 },
        usd: { price: 391, pricePerDay: 13, basePricePerDay: 13, vat: 3, shippingPrice: 0 },
      },
    },
  ];
  for (const { title, input, expected } of cases) {
    it(title, () => assert.deepEqual(productCurrencies(input, rates), expected));
  }
});
