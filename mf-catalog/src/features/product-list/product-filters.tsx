import type { Filter, FilterValueCounts, PriceRange } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useHydrated } from '@shop/shared/ui/use-hydrated';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { type AppliedFilter, type ListQuery, withFilter } from './list-query';
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
  // Open on a wide screen, closed on a phone, until the shopper toggles it; the server (which
  // knows no screen) and the hydrating browser render it closed.
  const [toggled, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const open = toggled ?? (hydrated && wideScreen());
  const applied = new Map<number, AppliedFilter>(
    query.filters.map((filter) => [filter.id, filter]),
  );
  const listCounts = counts
    ? new Map(
        counts.flatMap((filter) =>
          filter.values.map((value) => [value.id, value.productCount] as const),
        ),
      )
    : null;
  const active = query.filters.length > 0 || query.priceMin !== null || query.priceMax !== null;
  const withUnit = (name: string, unit: string) => t('list.filters.withUnit', { name, unit });

  const toggleValue = (filter: Filter, valueId: number, checked: boolean) => {
    const values = applied.get(filter.id)?.values ?? [];
    const next = checked ? [...values, valueId] : values.filter((value) => value !== valueId);
    onChange(withFilter(query, { id: filter.id, type: filter.type, values: next }));
  };

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
        {filters.map((filter) => {
          const legend = filterLegend(filter, locale, withUnit);
          const values = applied.get(filter.id)?.values ?? [];
          if (filter.type === 'range') {
            return (
              <RangeFilter
                key={filter.id}
                legend={legend}
                min={filter.range?.min ?? null}
                max={filter.range?.max ?? null}
                value={[values[0] ?? null, values[1] ?? null]}
                step="any"
                onApply={(from, to) =>
                  onChange(
                    withFilter(query, {
                      id: filter.id,
                      type: 'range',
                      values:
                        from === null && to === null
                          ? []
                          : [from ?? filter.range?.min ?? 0, to ?? filter.range?.max ?? from ?? 0],
                    }),
                  )
                }
              />
            );
          }
          if (filter.values.length === 0) return null;
          return (
            <fieldset key={filter.id} className={styles.fieldset}>
              <legend className={styles.legend}>{legend}</legend>
              <ul className={styles.options}>
                {filter.values.map((value) => (
                  <li key={value.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={values.includes(value.id)}
                        onChange={(event) => toggleValue(filter, value.id, event.target.checked)}
                      />{' '}
                      {t('list.filters.valueCount', {
                        value: localized(value, 'value', locale),
                        n: listCounts ? (listCounts.get(value.id) ?? 0) : value.productCount,
                      })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
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
