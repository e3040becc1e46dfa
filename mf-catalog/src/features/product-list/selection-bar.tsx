import type { Product } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { siteOrigin } from '@shop/shared/runtime-config';
import { Button } from '@shop/shared/ui/button';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { copyLink } from '../share/copy-link';
import styles from './product-list.module.css';
import { selectionUrl } from './selection-link';

/** The hand-picked products: how many, a link listing them to copy, and clearing them. */
export function SelectionBar({
  selected,
  locale,
  onClear,
}: {
  selected: Product[];
  locale: Locale;
  onClear: () => void;
}) {
  const { t } = useTranslation(namespace);

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

  return (
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
          <Button variant="secondary" onClick={onClear}>
            {t('list.selection.clear')}
          </Button>
        </>
      ) : (
        <p className={styles.hint}>{t('list.selection.hint')}</p>
      )}
    </section>
  );
}
