import { toSearchText } from '../../lib/search-text';
import { nameSortKey } from '../../lib/sort-key';

// What the search_text and sort_name columns hold; whoever writes a product or category fills
// them with these. A product's search text includes its category's names, so one trigram-indexed
// column answers the search; renaming a category means rewriting its products' search texts.

export function categorySearchText(category: { name: string; nameEn: string }): string {
  return toSearchText(category.name, category.nameEn);
}

/** Names in both languages, brand, subcategory and category names. */
export function productSearchText(product: {
  name: string;
  nameEn: string;
  brand: string;
  subcategoryName?: string | null;
  subcategoryNameEn?: string | null;
  categoryName?: string | null;
  categoryNameEn?: string | null;
}): string {
  return toSearchText(
    product.name,
    product.nameEn,
    product.brand,
    product.subcategoryName,
    product.subcategoryNameEn,
    product.categoryName,
    product.categoryNameEn,
  );
}

/** sort_name and sort_name_en of a product. */
export function productSortNames(product: { name: string; nameEn: string }): {
  sortName: string;
  sortNameEn: string;
} {
  return { sortName: nameSortKey(product.name), sortNameEn: nameSortKey(product.nameEn, false) };
}
