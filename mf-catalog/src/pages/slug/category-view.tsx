import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import type { Locale } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../features/breadcrumbs/breadcrumbs';
import { slugAlternates } from '../../features/catalog-paths/catalog-paths';
import { ProductList } from '../../features/product-list/product-list';
import { namespace } from '../../i18n/catalog-i18n';
import { categoryQuery } from './api/get-category';
import styles from './slug-page.module.css';

/** A category: its name and description, then its products with the category's filters. */
export function CategoryView({ id, slugs }: { id: number; slugs: Record<Locale, string> }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const category = useQuery(categoryQuery(id));
  const data = category.data ?? null;
  const name = data ? localized(data, 'name', locale) : '';
  const description = data ? localized(data, 'description', locale) : '';
  usePageMeta({
    ...(data ? { title: name, description } : {}),
    alternates: slugAlternates(slugs),
  });

  return (
    <div className={styles.category}>
      <Breadcrumbs categoryId={id} />
      {/* The product list below shows the loading state; the header waits for its data silently. */}
      <QueryState query={category} loading={false}>
        {() => (
          <header className={styles.header}>
            <h1>{name}</h1>
            {description ? <p className={styles.lead}>{description}</p> : null}
          </header>
        )}
      </QueryState>
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
