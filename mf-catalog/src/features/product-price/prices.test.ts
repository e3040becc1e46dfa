import type { Product } from '@shop/shared/contract';
import { productAmounts } from './prices';

const prices = (pricePerDay: number, price: number | null, vat: number) => ({
  price,
  pricePerDay,
  basePricePerDay: pricePerDay * 2,
  vat,
  shippingPrice: 0,
});

describe('product amounts', () => {
  it('shows rentals per day with the VAT-inclusive amount beside', () => {
    const product = {
      isForRent: true,
      discount: 50,
      currencies: {
        czk: prices(1000, 20000, 210),
        eur: prices(40, 800, 8),
        usd: prices(43, 870, 9),
      },
      priceFrom: null,
    } as Pick<Product, 'currencies' | 'isForRent' | 'discount' | 'priceFrom'>;
    expect(productAmounts(product, 'czk')).toEqual({
      rent: true,
      from: false,
      amount: 1000,
      amountWithVat: 1210,
      basePerDay: 2000,
      discount: 50,
      sale: 20000,
      saleWithVat: 24200,
    });
    expect(productAmounts(product, 'eur').amountWithVat).toBe(48);
  });

  it('shows sale-only products at their sale price', () => {
    const product = {
      isForRent: false,
      discount: 0,
      currencies: { czk: prices(0, 349, 73), eur: prices(0, 14, 3), usd: prices(0, 15, 3) },
      priceFrom: null,
    } as Pick<Product, 'currencies' | 'isForRent' | 'discount' | 'priceFrom'>;
    expect(productAmounts(product, 'czk')).toMatchObject({
      rent: false,
      amount: 349,
      amountWithVat: 422,
    });
  });

  it('shows a configurable set from its cheapest configuration, without its own discount', () => {
    const product = {
      isForRent: true,
      discount: 10,
      currencies: {
        czk: prices(1080, null, 227),
        eur: prices(43, null, 9),
        usd: prices(47, null, 10),
      },
      priceFrom: { czk: 2280, eur: 91, usd: 99 },
    } as Pick<Product, 'currencies' | 'isForRent' | 'discount' | 'priceFrom'>;
    expect(productAmounts(product, 'czk')).toMatchObject({
      from: true,
      amount: 2280,
      amountWithVat: 2759,
      discount: 0,
    });
    expect(productAmounts(product, 'usd')).toMatchObject({ amount: 99, amountWithVat: 120 });
    expect(productAmounts({ ...product, priceFrom: null }, 'czk')).toMatchObject({
      from: false,
      amount: 1080,
      amountWithVat: 1307,
      discount: 10,
    });
  });
});
