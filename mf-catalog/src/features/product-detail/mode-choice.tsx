import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './product-detail.module.css';

export type BuyMode = 'rent' | 'sale';

/** Rent or buy, for a product that can be both. */
export function ModeChoice({
  productId,
  mode,
  onChange,
}: {
  productId: number;
  mode: BuyMode;
  onChange: (mode: BuyMode) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <fieldset className={styles.mode}>
      <legend>{t('detail.mode')}</legend>
      <label>
        <input
          type="radio"
          name={`mode-${productId}`}
          checked={mode === 'rent'}
          onChange={() => onChange('rent')}
        />{' '}
        {t('detail.rent')}
      </label>
      <label>
        <input
          type="radio"
          name={`mode-${productId}`}
          checked={mode === 'sale'}
          onChange={() => onChange('sale')}
        />{' '}
        {t('detail.buy')}
      </label>
    </fieldset>
  );
}
