/** Links to catalogue records by route name, in the shopper's language. */
import type { Category, Product } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { type Locale, pathFor } from '@shop/shared/routes';

export function productPath(product: Pick<Product, 'slug' | 'translations'>, locale: Locale) {
  return pathFor('product-detail', { slug: localized(product, 'slug', locale) }, locale);
}

export function categoryPath(category: Pick<Category, 'slug' | 'translations'>, locale: Locale) {
  return pathFor('product-list', { slug: localized(category, 'slug', locale) }, locale);
}

/** `/kamery` and `/en/cameras`: a slug resolver answer's paths in both languages. */
export function slugAlternates(slugs: Record<Locale, string>): Record<Locale, string> {
  return {
    cs: pathFor('slug', { slug: slugs.cs }, 'cs'),
    en: pathFor('slug', { slug: slugs.en }, 'en'),
  };
}
