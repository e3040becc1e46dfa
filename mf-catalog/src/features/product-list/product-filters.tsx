import type { Filter, FilterValueCounts, PriceRange } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useHydrated } from '@shop/shared/ui/use-hydrated';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { FilterControl } from './filter-control';
import type { AppliedFilter, ListQuery } from './list-query';
import styles from './product-list.module.css';
import { RangeFilter } from './range-filter';

function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 60rem)').matches;
}

function filterLegend(
  filter: Filter,
  locale: 'cs' | 'en',
  withUnit: (name: string, unit: string) => string,
) {
  const name = localized(filter, 'name', locale);
  return filter.unit ? withUnit(name, filter.unit) : name;
}

/**
 * Whether the filters are open: on a wide screen, closed on a phone, until the shopper toggles
 * them; the server (which knows no screen) and the hydrating browser render them closed.
 */
function useFiltersOpen() {
  const [toggled, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  return [toggled ?? (hydrated && wideScreen()), setOpen] as const;
}

/** The products ticking each value would show, by the value's id. */
function countsByValue(counts: FilterValueCounts[]): Map<number, number> {
  return new Map(
    counts.flatMap((filter) =>
      filter.values.map((value) => [value.id, value.productCount] as const),
    ),
  );
}

/**
 * The category's filters and the price range; every change goes to the URL through `onChange`.
 * Beside each value the products ticking it would show: the list's `counts` (with the other
 * active filters and the price range), until the list answers the category's own counts.
 */
export function ProductFilters({
  filters,
  query,
  priceLimit,
  counts,
  onChange,
}: {
  filters: Filter[];
  query: ListQuery;
  priceLimit: PriceRange | null;
  counts: FilterValueCounts[] | null;
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [open, setOpen] = useFiltersOpen();
  const applied = new Map<number, AppliedFilter>(
    query.filters.map((filter) => [filter.id, filter]),
  );
  const listCounts = counts ? countsByValue(counts) : null;
  const active = query.filters.length > 0 || query.priceMin !== null || query.priceMax !== null;
  const withUnit = (name: string, unit: string) => t('list.filters.withUnit', { name, unit });

  return (
    <details
      className={styles.filters}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.filtersSummary}>
        {t('list.filters.title')}
        {active ? (
          <span className={styles.activeCount}>
            {query.filters.length + (query.priceMin !== null || query.priceMax !== null ? 1 : 0)}
          </span>
        ) : null}
      </summary>
      <div className={styles.filtersBody}>
        <RangeFilter
          legend={t('list.filters.price')}
          min={priceLimit?.minPrice ?? null}
          max={priceLimit?.maxPrice ?? null}
          value={[query.priceMin, query.priceMax]}
          onApply={(from, to) =>
            onChange({
              ...query,
              page: 1,
              priceMin: from === null ? null : Math.floor(from),
              priceMax: to === null ? null : Math.ceil(to),
            })
          }
        />
        {filters.map((filter) => (
          <FilterControl
            key={filter.id}
            filter={filter}
            legend={filterLegend(filter, locale, withUnit)}
            values={applied.get(filter.id)?.values ?? []}
            locale={locale}
            listCounts={listCounts}
            query={query}
            onChange={onChange}
          />
        ))}
        {active ? (
          <button
            type="button"
            className={styles.clearAll}
            onClick={() =>
              onChange({ ...query, page: 1, priceMin: null, priceMax: null, filters: [] })
            }
          >
            {t('list.filters.clearAll')}
          </button>
        ) : null}
      </div>
    </details>
  );
}
