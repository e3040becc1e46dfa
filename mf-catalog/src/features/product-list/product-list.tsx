/**
 * A product list (a category or search results) whose whole state lives in the URL: sort, price
 * range, filters and the number of pages shown. Load more appends 24; a link with the current
 * filters and a link listing hand-picked products can be copied for someone else.
 */

import type { Filter, PriceRange } from '@shop/shared/contract';
import { QueryState } from '@shop/shared/query/query-state';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { LoadingState } from '@shop/shared/ui/states';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import type { ListQuery } from './list-query';
import { ListToolbar } from './list-toolbar';
import { MatchingCategories } from './matching-categories';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';
import styles from './product-list.module.css';
import { SelectionBar } from './selection-bar';
import { useGridStyle } from './use-grid-style';
import { useLastKnown } from './use-last-known';
import { useProductList } from './use-product-list';
import { useProductSelection } from './use-product-selection';

/** No product matches: saying so, and clearing the filters when some are applied. */
function EmptyList({ query, onChange }: { query: ListQuery; onChange: (next: ListQuery) => void }) {
  const { t } = useTranslation(namespace);
  const filtered = query.filters.length > 0 || query.priceMin !== null || query.priceMax !== null;
  return (
    <>
      <p>{t('list.empty')}</p>
      {filtered ? (
        <Button
          variant="secondary"
          onClick={() =>
            onChange({ ...query, page: 1, priceMin: null, priceMax: null, filters: [] })
          }
        >
          {t('list.filters.clearAll')}
        </Button>
      ) : null}
    </>
  );
}

export function ProductList({
  categoryId,
  filters = [],
  priceLimit = null,
  listName,
  heading,
  enabled = true,
}: {
  categoryId?: number;
  filters?: Filter[];
  /** The category's price range until the list answers with its own. */
  priceLimit?: PriceRange | null;
  listName: string;
  /** The list's heading (an h2 with the id given), rendered above the toolbar. */
  heading?: ReactNode;
  enabled?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { query, list, loadingMore, moreFailed, update, loadMore } = useProductList({
    categoryId,
    listName,
    enabled,
  });
  const [grid, chooseGrid] = useGridStyle();
  const selection = useProductSelection();
  const ready = list.data;

  // The filters show the counts of the list shown last while the next one loads.
  const filterCounts = useLastKnown(ready?.filterCounts ?? undefined, categoryId);
  const change = (next: ListQuery) => update(next);

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <ProductFilters
          filters={filters}
          query={query}
          priceLimit={ready?.priceLimit ?? priceLimit}
          counts={filterCounts ?? null}
          onChange={change}
        />
      </aside>
      <div className={styles.main}>
        {heading}
        {ready ? <MatchingCategories categories={ready.categories} locale={locale} /> : null}
        <ListToolbar
          count={ready?.count}
          query={query}
          onChange={update}
          grid={grid}
          onGrid={chooseGrid}
        />

        <SelectionBar selected={selection.selected} locale={locale} onClear={selection.clear} />

        <QueryState
          query={list}
          loading={<LoadingState label={t('list.loading')} />}
          isEmpty={(data) => data.products.length === 0}
          empty={<EmptyList query={query} onChange={update} />}
        >
          {(data) => (
            <ProductGrid
              products={data.products}
              count={data.count}
              grid={grid}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              loadingMore={loadingMore}
              moreFailed={moreFailed}
              onLoadMore={loadMore}
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}
