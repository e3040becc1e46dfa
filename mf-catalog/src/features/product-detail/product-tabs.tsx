import type { ProductDetail } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/routes';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { CardGrid } from './card-grid';
import styles from './product-detail.module.css';
import { ProductParameters } from './product-parameters';
import { type TabItem, Tabs } from './tabs';

/** The product's tabs: its parameters, then (those it has) its alternatives, sets and manuals. */
export function ProductTabs({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const { t } = useTranslation(namespace);
  const tabs: TabItem[] = [
    {
      id: 'parameters',
      title: t('detail.tabParameters'),
      content: <ProductParameters product={product} locale={locale} />,
    },
  ];
  if (product.alternative.length > 0) {
    tabs.push({
      id: 'alternatives',
      title: t('detail.tabAlternatives', { n: product.alternative.length }),
      content: <CardGrid products={product.alternative} />,
    });
  }
  if (product.includeIn.length > 0) {
    tabs.push({
      id: 'sets',
      title: t('detail.tabSets', { n: product.includeIn.length }),
      content: (
        <>
          <p>{t('detail.setsIntro')}</p>
          <CardGrid products={product.includeIn} />
        </>
      ),
    });
  }
  if (product.manuals.length > 0) {
    tabs.push({
      id: 'manuals',
      title: t('detail.tabManuals', { n: product.manuals.length }),
      content: (
        <ul className={styles.manuals}>
          {product.manuals.map((manual) => (
            <li key={manual.id}>
              <a href={manual.url} download type="application/pdf" hrefLang={manual.language}>
                {t('detail.manualLink', {
                  title: manual.title,
                  language: t(`detail.language.${manual.language}`),
                })}
              </a>
            </li>
          ))}
        </ul>
      ),
    });
  }
  return <Tabs label={t('detail.tabs')} tabs={tabs} />;
}
