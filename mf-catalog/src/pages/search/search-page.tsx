/**
 * Search results (`/hledat?s=…`, `/en/search?s=…`) with the product list's sort, price range,
 * load more and links; `?ids=3,8,12` shows the products someone picked for a link instead. Words
 * that find nothing get a "Did you mean …?" link to the nearest ones.
 */
import '../../i18n/catalog-i18n';
import { usePageMeta } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { type Locale, pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductCard } from '../../features/product-card/product-card';
import { productsByIdsQuery } from '../../features/product-detail/api/get-product';
import { imagePriority } from '../../features/product-image/image-priority';
import { productSuggestionsQuery } from '../../features/product-list/api/get-products';
import { ProductList } from '../../features/product-list/product-list';
import { parseSelection } from '../../features/product-list/selection-link';
import { namespace } from '../../i18n/catalog-i18n';
import { searchLoader } from './search-loader';
import styles from './search-page.module.css';

function Selection({ ids }: { ids: number[] }) {
  const { t } = useTranslation(namespace);
  const products = useQuery(productsByIdsQuery(ids));
  usePageMeta({ title: t('search.selection') });
  return (
    <>
      <h1 className={styles.title}>{t('search.selection')}</h1>
      <QueryState
        query={products}
        isEmpty={(list) => list.length === 0}
        empty={t('search.noResults')}
      >
        {(list) => (
          <>
            <p>{t('common:product', { count: list.length })}</p>
            <ul className={styles.grid}>
              {list.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    headingLevel={2}
                    priority={imagePriority('search', index)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * "Did you mean …?" when the words find nothing: the API's nearest words, as a link to their
 * results. It asks what the header's box asks (the same cached answer).
 */
function DidYouMean({ text, locale }: { text: string; locale: Locale }) {
  const { t } = useTranslation(namespace);
  const answer = useQuery(productSuggestionsQuery(text, locale));
  const suggestion = answer.data?.suggestion;
  if (!suggestion) return null;
  const path = `${pathFor('search', {}, locale)}?s=${encodeURIComponent(suggestion)}`;
  return (
    <p className={styles.suggestion} data-testid="search-suggestion">
      {t('search.didYouMean')} <Link to={path}>{suggestion}</Link>?
    </p>
  );
}

export default function SearchPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [params] = useSearchParams();
  const text = (params.get('s') ?? '').trim();
  const ids = parseSelection(params);
  const title = text ? t('search.heading', { query: text }) : t('search.title');
  usePageMeta(text ? { title } : {});

  if (ids.length > 0) return <Selection ids={ids} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {text ? <DidYouMean text={text} locale={locale} /> : null}
      {text ? (
        <ProductList
          listName="search"
          heading={<h2 className="visually-hidden">{t('search.products')}</h2>}
        />
      ) : (
        <p className={styles.prompt}>{t('search.prompt')}</p>
      )}
    </div>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = searchLoader;
