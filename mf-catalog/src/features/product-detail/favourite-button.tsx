import type { ProductDetail } from '@shop/shared/contract';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { useFavourite } from '../favourites/use-favourite';
import styles from './product-detail.module.css';

/** The favourite mark (the account's list when signed in, else this browser's) and its failure. */
export function FavouriteButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(namespace);
  const { favourite, toggle, failed } = useFavourite(product);
  return (
    <>
      <button type="button" className={styles.favourite} onClick={toggle}>
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>{' '}
        {favourite ? t('detail.favouriteRemove') : t('detail.favouriteAdd')}
      </button>
      {failed ? (
        <span role="alert" className={styles.warning}>
          {t('detail.favouriteFailed')}
        </span>
      ) : null}
    </>
  );
}
