import type { Product } from '@shop/shared/contract';
import { PRODUCT_PAGE_SIZE } from '@shop/shared/contract/constants';
import { Button } from '@shop/shared/ui/button';
import { ErrorState } from '@shop/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { ProductCard } from '../product-card/product-card';
import { imagePriority } from '../product-image/image-priority';
import styles from './product-list.module.css';
import type { GridStyle } from './use-grid-style';

/** The products shown as cards that can be picked, then how many are shown and "load more". */
export function ProductGrid({
  products,
  count,
  grid,
  isSelected,
  onToggle,
  loadingMore,
  moreFailed,
  onLoadMore,
}: {
  products: Product[];
  /** All the matching products. */
  count: number;
  grid: GridStyle;
  isSelected: (product: Product) => boolean;
  onToggle: (product: Product) => void;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation(namespace);
  const remaining = Math.max(0, count - products.length);
  return (
    <>
      <ul
        className={`${styles.grid} ${grid === 'small' ? styles.small : ''}`}
        data-testid="product-grid"
        data-grid={grid}
        aria-busy={loadingMore}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              size={grid}
              priority={imagePriority(
                grid === 'small' ? 'product-list-small' : 'product-list',
                index,
              )}
              selection={{ selected: isSelected(product), onToggle }}
            />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p>{t('list.shown', { shown: products.length, total: count })}</p>
        {moreFailed ? <ErrorState /> : null}
        {remaining > 0 ? (
          <Button onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore
              ? t('common:loading')
              : t('list.loadMore', { count: Math.min(PRODUCT_PAGE_SIZE, remaining) })}
          </Button>
        ) : null}
      </div>
    </>
  );
}
