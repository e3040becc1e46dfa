/**
 * A product list (a category or search results) whose whole state lives in the URL: sort, price
 * range, filters and the number of pages shown. Load more appends 24; a link with the current
 * filters and a link listing hand-picked products can be copied for someone else.
 */

import type { Filter, PriceRange, Product } from '@shop/shared/contract';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '@shop/shared/contract/constants';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { localized } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { siteOrigin } from '@shop/shared/runtime-config';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAtomValue } from 'jotai';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import { categoryPath } from '../catalog-paths/catalog-paths';
import { ProductCard } from '../product-card/product-card';
import { imagePriority } from '../product-image/image-priority';
import { copyLink } from '../share/copy-link';
import type { ListQuery } from './list-query';
import { ProductFilters } from './product-filters';
import styles from './product-list.module.css';
import { selectionUrl } from './selection-link';
import { useProductList } from './use-product-list';

export type GridStyle = 'big' | 'small';

export function initialGridStyle(): GridStyle {
  return readCookie('gridStyle') === 'small' ? 'small' : 'big';
}

/** The value, or while it is undefined the last value it had for the same key. */
function useLastKnown<T>(value: T | undefined, key: unknown): T | undefined {
  const [kept, setKept] = useState({ key, value });
  if ((value !== undefined && value !== kept.value) || key !== kept.key) setKept({ key, value });
  return value ?? (key === kept.key ? kept.value : undefined);
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
  const location = useLocation();
  const { query, list, loadingMore, moreFailed, update, loadMore } = useProductList({
    categoryId,
    listName,
    enabled,
  });
  const [grid, setGrid] = useState<GridStyle>(initialGridStyle);
  const [selected, setSelected] = useState<Product[]>([]);
  const sortId = useId();
  const ready = list.data;

  const chooseGrid = (next: GridStyle) => {
    setGrid(next);
    writeCookie('gridStyle', next);
  };

  const toggle = (product: Product) =>
    setSelected((picked) =>
      picked.some((item) => item.id === product.id)
        ? picked.filter((item) => item.id !== product.id)
        : [...picked, product],
    );

  const copyFiltersLink = () => {
    const url = `${siteOrigin()}${location.pathname}${location.search}`;
    void copyLink(url, {
      copied: t('list.linkCopied'),
      failed: t('list.copyFailed', { url }),
    });
  };

  const copySelectionLink = () => {
    const url = selectionUrl(
      siteOrigin(),
      locale,
      selected.map((product) => product.id),
    );
    void copyLink(url, {
      copied: t('list.selection.copied'),
      failed: t('list.copyFailed', { url }),
    });
  };

  // The filters show the counts of the list shown last while the next one loads.
  const filterCounts = useLastKnown(ready?.filterCounts ?? undefined, categoryId);
  const change = (next: ListQuery) => update(next);
  const filtered = query.filters.length > 0 || query.priceMin !== null || query.priceMax !== null;

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
        {ready && ready.categories.length > 0 ? (
          <nav className={styles.matchingCategories} aria-label={t('list.categories')}>
            <ul>
              {ready.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryPath(category, locale)}>
                    {localized(category, 'name', locale)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite" data-testid="product-count">
            {ready ? t('common:product', { count: ready.count }) : null}
          </p>
          <label className={styles.sort} htmlFor={sortId}>
            {t('list.sortLabel')}
          </label>
          <select
            id={sortId}
            className={styles.sortSelect}
            value={query.sort}
            onChange={(event) =>
              update({ ...query, page: 1, sort: event.target.value as ListQuery['sort'] })
            }
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </select>
          <fieldset className={styles.gridToggle}>
            <legend className="visually-hidden">{t('list.gridLabel')}</legend>
            {(['big', 'small'] as const).map((style) => (
              <button
                key={style}
                type="button"
                aria-pressed={grid === style}
                onClick={() => chooseGrid(style)}
              >
                {style === 'big' ? t('list.gridBig') : t('list.gridSmall')}
              </button>
            ))}
          </fieldset>
          <Button variant="secondary" onClick={copyFiltersLink}>
            {t('list.copyLink')}
          </Button>
        </div>

        <section
          className={`${styles.selection} ${selected.length > 0 ? styles.selectionActive : ''}`}
          aria-label={t('list.selection.label')}
        >
          {selected.length > 0 ? (
            <>
              <p aria-live="polite">
                {t('list.selection.count', {
                  products: t('common:product', { count: selected.length }),
                })}
              </p>
              <Button onClick={copySelectionLink}>{t('list.selection.copy')}</Button>
              <Button variant="secondary" onClick={() => setSelected([])}>
                {t('list.selection.clear')}
              </Button>
            </>
          ) : (
            <p className={styles.hint}>{t('list.selection.hint')}</p>
          )}
        </section>

        <QueryState
          query={list}
          loading={<LoadingState label={t('list.loading')} />}
          isEmpty={(data) => data.products.length === 0}
          empty={
            <>
              <p>{t('list.empty')}</p>
              {filtered ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    update({ ...query, page: 1, priceMin: null, priceMax: null, filters: [] })
                  }
                >
                  {t('list.filters.clearAll')}
                </Button>
              ) : null}
            </>
          }
        >
          {(data) => {
            const remaining = Math.max(0, data.count - data.products.length);
            return (
              <>
                <ul
                  className={`${styles.grid} ${grid === 'small' ? styles.small : ''}`}
                  data-testid="product-grid"
                  data-grid={grid}
                  aria-busy={loadingMore}
                >
                  {data.products.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        product={product}
                        size={grid}
                        priority={imagePriority(
                          grid === 'small' ? 'product-list-small' : 'product-list',
                          index,
                        )}
                        selection={{
                          selected: selected.some((item) => item.id === product.id),
                          onToggle: toggle,
                        }}
                      />
                    </li>
                  ))}
                </ul>
                <div className={styles.more}>
                  <p>{t('list.shown', { shown: data.products.length, total: data.count })}</p>
                  {moreFailed ? <ErrorState /> : null}
                  {remaining > 0 ? (
                    <Button onClick={loadMore} disabled={loadingMore}>
                      {loadingMore
                        ? t('common:loading')
                        : t('list.loadMore', { count: Math.min(PRODUCT_PAGE_SIZE, remaining) })}
                    </Button>
                  ) : null}
                </div>
              </>
            );
          }}
        </QueryState>
      </div>
    </div>
  );
}
