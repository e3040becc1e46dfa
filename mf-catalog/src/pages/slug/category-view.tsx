import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import type { Locale } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { slugAlternates } from '../../features/catalog-paths/catalog-paths';
import { ProductList } from '../../features/product-list/product-list';
import { fetchCategory } from '../../features/product-list/product-list-api';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './slug-page.module.css';

/** A category: its name and description, then its products with the category's filters. */
export function CategoryView({ id, slugs }: { id: number; slugs: Record<Locale, string> }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const category = useAsync(() => fetchCategory(id), [id]);
  const data = category.status === 'success' ? category.data : null;
  const name = data ? localized(data, 'name', locale) : '';
  const description = data ? localized(data, 'description', locale) : '';
  usePageMeta({
    ...(data ? { title: name, description } : {}),
    alternates: slugAlternates(slugs),
  });

  return (
    <div className={styles.category}>
      {data ? (
        <header className={styles.header}>
          <h1>{name}</h1>
          {description ? <p className={styles.lead}>{description}</p> : null}
        </header>
      ) : null}
      {category.status === 'error' ? <ErrorState onRetry={category.retry} /> : null}
      <ProductList
        categoryId={id}
        filters={data?.filters ?? []}
        priceLimit={data?.defaultParameters ?? null}
        listName={`category:${slugs.cs}`}
        heading={<h2 className="visually-hidden">{t('category.products')}</h2>}
      />
    </div>
  );
}
