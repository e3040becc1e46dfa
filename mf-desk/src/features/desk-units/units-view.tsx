/** The desk's units: the scan field, then the units in one state a page at a time, each product's labels to print. */
import '../../i18n/desk-i18n';
import type { DeskUnitListResponse } from '@shop/shared/contract';
import { DESK_UNITS_PER_PAGE, UNIT_STATES, type UnitState } from '@shop/shared/contract/constants';
import { QueryState } from '@shop/shared/query/query-state';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { deskUnitsQuery, labelSheetUrl } from './api/desk-units';
import styles from './desk-units.module.css';
import { LabelLookup } from './label-lookup';
import { UnitRow, UnitsTableHead } from './unit-row';

const isState = (value: string | null): value is UnitState =>
  (UNIT_STATES as readonly string[]).includes(value ?? '');

/** A page of units: their table, the pager, and the label sheet of each product listed. */
function UnitsPage({
  data,
  page,
  onPage,
}: {
  data: DeskUnitListResponse;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const pages = Math.max(1, Math.ceil(data.total / DESK_UNITS_PER_PAGE));
  const products = [...new Map(data.units.map((unit) => [unit.productId, unit])).values()];
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <UnitsTableHead />
          <tbody>
            {data.units.map((unit) => (
              <UnitRow key={unit.id} unit={unit} />
            ))}
          </tbody>
        </table>
      </div>
      <nav className={styles.pager} aria-label={t('units.page', { page, pages })}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('units.previous')}
        </Button>
        <span>{t('units.page', { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('units.next')}
        </Button>
      </nav>
      <ul className={styles.labels}>
        {products.map((unit) => (
          <li key={unit.productId}>
            <a href={labelSheetUrl(unit.productId, locale)} target="_blank" rel="noreferrer">
              {t('units.printLabels')}: {locale === 'en' ? unit.productNameEn : unit.productName}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function UnitsView() {
  const { t } = useTranslation(namespace);
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const units = useQuery(deskUnitsQuery(state, page));
  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  return (
    <>
      <LabelLookup />
      <label className={styles.filter}>
        {t('units.state')}
        <select
          value={state ?? ''}
          onChange={(event) => go({ state: event.target.value || null, page: null })}
        >
          <option value="">{t('units.allStates')}</option>
          {UNIT_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`units.state_${value}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        query={units}
        errorMessage={t('units.loadFailed')}
        isEmpty={(data) => data.units.length === 0}
        empty={t('units.noUnits')}
      >
        {(data) => (
          <UnitsPage data={data} page={page} onPage={(next) => go({ page: String(next) })} />
        )}
      </QueryState>
    </>
  );
}
