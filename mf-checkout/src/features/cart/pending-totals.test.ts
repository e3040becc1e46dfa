import type { CartCurrencyPrice } from '@shop/shared/contract';
import { withShipping } from './pending-totals';

/** Totals as the API prices them: price = parts, VAT 21 % of it. */
function totals(parts: number, shippingPrice: number, expressFee: number): CartCurrencyPrice {
  const price = parts + shippingPrice + expressFee;
  const vat = Math.round(price * 0.21);
  return {
    price,
    vat,
    shippingPrice,
    expressFee,
    voucherDiscount: 0,
    insurancePrice: 0,
    totalWithVat: price + vat,
  };
}

describe('withShipping: the summary with the shipping being chosen', () => {
  it.each([
    ['nothing saved, set transport with the express fee', totals(2500, 0, 0), 990, 500],
    ['a courier saved, set transport chosen', totals(2500, 290, 0), 990, 0],
    ['set transport saved, a branch chosen', totals(2500, 990, 500), 0, 0],
    ['the saved shipping chosen again', totals(1234, 580, 0), 580, 0],
    ['an odd amount: VAT rounded once over the sum', totals(1003, 0, 0), 290, 0],
  ])('%s', (_name, saved, price, expressFee) => {
    const parts = saved.price - saved.shippingPrice - saved.expressFee;
    expect(withShipping(saved, { price, expressFee })).toEqual(totals(parts, price, expressFee));
  });
});
