import type { Product } from '@shop/shared/contract';
import { ProductCard } from '../product-card/product-card';
import styles from './product-detail.module.css';

/** Products as small cards in a grid (alternatives, sets, accessories, related products). */
export function CardGrid({ products }: { products: Product[] }) {
  return (
    <ul className={styles.cards}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} size="small" />
        </li>
      ))}
    </ul>
  );
}
