/**
 * The numbers beside a product list's filter values (faceted search): a value's count is how many
 * products the list would show with that value ticked as well. The values of one filter are
 * alternatives (OR) and filters combine with AND (repository.ts, productListConditions), so a
 * value counts the products that have it and match every active choice except its own filter's:
 * ticking "Sony E" beside "Canon RF" adds Sony E products, while a ticked lens type narrows the
 * mount counts to that lens type. Search words, the category and is_new narrow every count.
 */
import type { FilterValueCounts } from '@shop/shared/contract';

/** An active choice that narrows the list: a filter (by its id) or the price bounds. */
export type ListChoice = number | 'price';

/** Products of the list grouped by a filter value they have and the active choices they miss. */
export interface FilterValueTally {
  filterId: number;
  valueId: number;
  /** The active choices these products do not match (empty: they are in the list). */
  unmatched: readonly ListChoice[];
  /** How many products have the value and miss exactly those choices. */
  products: number;
}

/**
 * Each filter's values with their counts, filters and values in the order the tallies first name
 * them. A value whose products all miss another choice counts 0.
 */
export function filterValueCounts(tallies: readonly FilterValueTally[]): FilterValueCounts[] {
  const filters = new Map<number, Map<number, number>>();
  for (const { filterId, valueId, unmatched, products } of tallies) {
    const values = filters.get(filterId) ?? new Map<number, number>();
    filters.set(filterId, values);
    const counted = unmatched.every((choice) => choice === filterId);
    values.set(valueId, (values.get(valueId) ?? 0) + (counted ? products : 0));
  }
  return [...filters].map(([id, values]) => ({
    id,
    values: [...values].map(([valueId, productCount]) => ({ id: valueId, productCount })),
  }));
}
