import type { ProductDetail } from '@shop/shared/contract';
import { jsonLdText, productJsonLd } from './product-json-ld';

const currency = (pricePerDay: number, price: number | null, vat: number) => ({
  price,
  pricePerDay,
  basePricePerDay: pricePerDay,
  vat,
  shippingPrice: 0,
});

const product = {
  id: 7,
  name: 'Sony FX6',
  brand: 'Sony',
  image: '/api/product-image/7.svg',
  categoryName: 'Kamery',
  description: '<p>Kamera&nbsp;s full-frame snímačem.</p>',
  isForRent: true,
  isForSale: true,
  usualStockCount: 2,
  currencies: {
    czk: currency(1000, 90000, 210),
    eur: currency(40, 3600, 8),
    usd: currency(43, 3913, 9),
  },
  translations: {
    en: {
      name: 'Sony FX6',
      slug: 'sony-fx6',
      description: 'A full-frame camera.',
      categoryName: 'Cameras',
      subcategoryName: null,
    },
  },
} as unknown as ProductDetail;

describe('product JSON-LD', () => {
  it('offers a configurable set from its cheapest configuration', () => {
    const set = {
      ...product,
      kind: 'dynamicProduct',
      isForSale: false,
      priceFrom: { czk: 2280, eur: 91, usd: 99 },
    } as unknown as ProductDetail;
    const data = productJsonLd(set, {
      locale: 'en',
      currency: 'eur',
      url: 'https://shop.example/en/set',
      origin: 'https://shop.example',
    });
    // 91 EUR without VAT, 110 with it; not the set's own 40 EUR.
    expect(data.offers).toMatchObject({ price: 110, priceCurrency: 'EUR' });
  });

  it('describes the product with a daily rental offer and a sale offer, VAT included', () => {
    const data = productJsonLd(product, {
      locale: 'cs',
      currency: 'czk',
      url: 'https://shop.example/sony-fx6',
      origin: 'https://shop.example',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Sony FX6',
      sku: '7',
      brand: { '@type': 'Brand', name: 'Sony' },
      image: 'https://shop.example/api/product-image/7.svg',
      description: 'Kamera s full-frame snímačem.',
      offers: [
        {
          '@type': 'Offer',
          price: 1210,
          priceCurrency: 'CZK',
          availability: 'https://schema.org/InStock',
          priceSpecification: { unitCode: 'DAY', valueAddedTaxIncluded: true },
        },
        { '@type': 'Offer', price: 108900, priceCurrency: 'CZK' },
      ],
    });
  });

  it('speaks the shopper language and currency; the script text cannot close its tag', () => {
    const data = productJsonLd(
      { ...product, isForSale: false },
      { locale: 'en', currency: 'eur', url: 'u', origin: '' },
    );
    expect(data).toMatchObject({
      category: 'Cameras',
      description: 'A full-frame camera.',
      offers: { price: 48, priceCurrency: 'EUR' },
    });
    expect(jsonLdText({ text: '</script><b>' })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
