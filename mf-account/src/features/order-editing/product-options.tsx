import type { Product } from '@shop/shared/contract';
import { formatPrice, localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

/**
 * The product combobox's listbox: the products found, each with its name and its price (per day
 * for a rental), the active one marked; the pointer picks an option without taking the focus
 * from the input.
 */
export function ProductOptions({
  listboxId,
  optionId,
  products,
  active,
  onActivate,
  onPick,
}: {
  listboxId: string;
  optionId: (index: number) => string;
  /** The products listed; none while the list is closed. */
  products: readonly Product[];
  active: number;
  onActivate: (index: number) => void;
  onPick: (product: Product) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <div id={listboxId} role="listbox" aria-label={t('orderEdit.add.product')}>
      {products.map((product, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options (aria-activedescendant)
        <div
          key={product.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`${styles.option} ${index === active ? styles.activeOption : ''}`}
          // Keep the focus in the input while the pointer picks an option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(product)}
          onMouseMove={() => onActivate(index)}
        >
          <span>{localized(product, 'name', locale)}</span>
          <span className={styles.muted}>
            {product.isForRent
              ? t('orderEdit.add.perDay', {
                  price: formatPrice(product.pricePerDay, 'czk'),
                })
              : formatPrice(product.price ?? 0, 'czk')}
          </span>
        </div>
      ))}
    </div>
  );
}
