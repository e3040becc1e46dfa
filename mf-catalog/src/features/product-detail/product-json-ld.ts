/** schema.org Product / Offer data of a product detail, for search engines (JSON-LD). */
import type { ProductDetail } from '@shop/shared/contract';
import { localized, metaDescription } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { withVat } from '@shop/shared/rules/money';
import type { Currency } from '@shop/shared/store';
import { productAmounts } from '../product-price/prices';

export function productJsonLd(
  product: ProductDetail,
  {
    locale,
    currency,
    url,
    origin,
  }: { locale: Locale; currency: Currency; url: string; origin: string },
) {
  const prices = product.currencies[currency];
  const priceCurrency = currency.toUpperCase();
  const availability =
    product.usualStockCount > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offers: Record<string, unknown>[] = [];
  if (product.isForRent) {
    // A configurable set is offered from its cheapest configuration, as the page shows it.
    const price = productAmounts(product, currency).amountWithVat;
    offers.push({
      '@type': 'Offer',
      url,
      price,
      priceCurrency,
      availability,
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency,
        unitCode: 'DAY',
        valueAddedTaxIncluded: true,
      },
    });
  }
  if (product.isForSale && prices.price !== null) {
    const price = withVat(prices.price);
    offers.push({
      '@type': 'Offer',
      url,
      price,
      priceCurrency,
      availability,
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price,
        priceCurrency,
        valueAddedTaxIncluded: true,
      },
    });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    url,
    name: localized(product, 'name', locale),
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    category: localized(product, 'categoryName', locale),
    image: `${origin}${product.image}`,
    description: metaDescription(localized(product, 'description', locale)),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
