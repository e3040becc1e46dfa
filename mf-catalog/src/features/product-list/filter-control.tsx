import type { Filter } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { type ListQuery, withFilter } from './list-query';
import styles from './product-list.module.css';
import { RangeFilter } from './range-filter';

/**
 * One of the category's filters: a range (from, to) or its values to tick, each with the products
 * ticking it would show (`listCounts`, or the category's own counts until the list answers).
 */
export function FilterControl({
  filter,
  legend,
  values,
  locale,
  listCounts,
  query,
  onChange,
}: {
  filter: Filter;
  legend: string;
  /** The values applied now (a range's from and to). */
  values: number[];
  locale: Locale;
  listCounts: Map<number, number> | null;
  query: ListQuery;
  onChange: (next: ListQuery) => void;
}) {
  const { t } = useTranslation(namespace);
  if (filter.type === 'range') {
    return (
      <RangeFilter
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

  const toggleValue = (valueId: number, checked: boolean) => {
    const next = checked ? [...values, valueId] : values.filter((value) => value !== valueId);
    onChange(withFilter(query, { id: filter.id, type: filter.type, values: next }));
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {filter.values.map((value) => (
          <li key={value.id}>
            <label>
              <input
                type="checkbox"
                checked={values.includes(value.id)}
                onChange={(event) => toggleValue(value.id, event.target.checked)}
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
}
