import type { Product } from '@shop/shared/contract';
import { ProductCard } from '../../features/product-card/product-card';
import { imagePriority } from '../../features/product-image/image-priority';
import styles from './home-page.module.css';

/** A row of product cards; the first shelf's pictures load first, the others lazily. */
export function ProductShelf({
  testId,
  products,
  first,
}: {
  testId: string;
  products: Product[];
  first: boolean;
}) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={first ? imagePriority('home', index) : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
