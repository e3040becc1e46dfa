import { PRODUCT_SORTS } from '@shop/shared/contract/constants';
import { siteOrigin } from '@shop/shared/runtime-config';
import { Button } from '@shop/shared/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import { copyLink } from '../share/copy-link';
import type { ListQuery } from './list-query';
import styles from './product-list.module.css';
import type { GridStyle } from './use-grid-style';

/**
 * The list's toolbar: how many products match, the sort, big or small cards, and a link with the
 * current filters to copy.
 */
export function ListToolbar({
  count,
  query,
  onChange,
  grid,
  onGrid,
}: {
  /** The matching products, once the list has answered. */
  count: number | undefined;
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  grid: GridStyle;
  onGrid: (next: GridStyle) => void;
}) {
  const { t } = useTranslation(namespace);
  const location = useLocation();
  const sortId = useId();

  const copyFiltersLink = () => {
    const url = `${siteOrigin()}${location.pathname}${location.search}`;
    void copyLink(url, {
      copied: t('list.linkCopied'),
      failed: t('list.copyFailed', { url }),
    });
  };

  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite" data-testid="product-count">
        {count !== undefined ? t('common:product', { count }) : null}
      </p>
      <label className={styles.sort} htmlFor={sortId}>
        {t('list.sortLabel')}
      </label>
      <select
        id={sortId}
        className={styles.sortSelect}
        value={query.sort}
        onChange={(event) =>
          onChange({ ...query, page: 1, sort: event.target.value as ListQuery['sort'] })
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
            onClick={() => onGrid(style)}
          >
            {style === 'big' ? t('list.gridBig') : t('list.gridSmall')}
          </button>
        ))}
      </fieldset>
      <Button variant="secondary" onClick={copyFiltersLink}>
        {t('list.copyLink')}
      </Button>
    </div>
  );
}
