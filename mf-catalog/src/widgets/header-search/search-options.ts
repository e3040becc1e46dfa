import { localized } from '@shop/shared/format';
import { type Locale, pathFor } from '@shop/shared/routes';
import { categoryPath, productPath } from '../../features/catalog-paths/catalog-paths';
import type { Suggestions } from './use-search-suggestions';

/** One option of the search box's list: a product, a category, or "show all results". */
export interface SearchOption {
  key: string;
  group: 'products' | 'categories' | 'all';
  label: string;
  detail?: string;
  image?: string;
  path: string;
}

/** The search page's address for a text (the page alone for no text). */
export function searchPath(locale: Locale, text: string) {
  const path = pathFor('search', {}, locale);
  return text ? `${path}?s=${encodeURIComponent(text)}` : path;
}

/**
 * The list's options in the order ↓ walks them: the products, the categories, then the search
 * page for `query` (labelled `showAll`).
 */
export function searchOptions(
  suggestions: Suggestions,
  locale: Locale,
  query: string,
  showAll: string,
): SearchOption[] {
  return [
    ...suggestions.products.map(
      (product): SearchOption => ({
        key: `p${product.id}`,
        group: 'products',
        label: localized(product, 'name', locale),
        detail: product.brand,
        image: product.image,
        path: productPath(product, locale),
      }),
    ),
    ...suggestions.categories.map(
      (category): SearchOption => ({
        key: `c${category.id}`,
        group: 'categories',
        label: localized(category, 'name', locale),
        path: categoryPath(category, locale),
      }),
    ),
    { key: 'all', group: 'all', label: showAll, path: searchPath(locale, query) },
  ];
}
