import { trackEvent } from '@shop/shared/analytics';
import type { Product } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { localized } from '@shop/shared/format';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/catalog-i18n';
import { productPath } from '../catalog-paths/catalog-paths';
import type { ImagePriority } from '../product-image/image-priority';
import { ProductImage } from '../product-image/product-image';
import { productAmounts } from '../product-price/prices';
import { ProductPrice } from '../product-price/product-price';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** Small tiles of the product list's compact view. */
  size?: 'big' | 'small';
  /** Heading level of the product name in its page. */
  headingLevel?: 2 | 3;
  /** Shows a checkbox for the multi-select link. */
  selection?: { selected: boolean; onToggle: (product: Product) => void };
  /** How urgently the picture loads; the list decides by the card's place (`imagePriority`). */
  priority?: ImagePriority;
}

/** Asks the cart owner (checkout) to add one piece, rented when the product is for rent. */
export function addProductToCart(
  product: Product,
  name: string,
  currency: keyof Product['currencies'],
) {
  const amounts = productAmounts(product, currency);
  eventBus.publish('cart:add-item', {
    productId: product.id,
    quantity: 1,
    isSale: !amounts.rent,
    name,
    type: product.kind,
  });
  trackEvent('add_to_cart', {
    currency: currency.toUpperCase(),
    value: amounts.amount,
    items: [
      {
        item_id: String(product.id),
        item_name: name,
        item_category: product.categoryName,
        price: amounts.amount,
        quantity: 1,
      },
    ],
  });
}

export function ProductCard({
  product,
  size = 'big',
  headingLevel = 3,
  selection,
  priority = 'lazy',
}: ProductCardProps) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const name = localized(product, 'name', locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const configurable = product.kind === 'dynamicProduct';

  return (
    <article
      className={`${styles.card} ${size === 'small' ? styles.small : ''}`}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <ProductImage
        className={styles.image}
        src={product.image}
        alt=""
        width={400}
        height={300}
        priority={priority}
      />
      <div className={styles.body}>
        <p className={styles.brand}>
          {product.brand}
          {product.isNew ? <span className={styles.new}>{t('product.new')}</span> : null}
        </p>
        <Heading className={styles.name} data-product-name>
          <Link to={productPath(product, locale)} className={styles.link}>
            {name}
          </Link>
        </Heading>
        <ProductPrice product={product} />
        <div className={styles.actions}>
          {selection ? (
            <label className={styles.select}>
              <input
                type="checkbox"
                checked={selection.selected}
                onChange={() => selection.onToggle(product)}
              />
              <span className="visually-hidden">{t('product.select', { name })}</span>
            </label>
          ) : null}
          {configurable ? (
            <Link to={productPath(product, locale)} className={styles.configure}>
              {t('detail.configuration')}
            </Link>
          ) : (
            // The name begins with the visible words (WCAG 2.5.3), the product follows unseen.
            <Button onClick={() => addProductToCart(product, name, currency)}>
              {t('product.addToCart')}
              <span className="visually-hidden">{` – ${name}`}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
