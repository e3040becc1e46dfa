/**
 * `/:slug` (route `slug`, aliases content-page, product-list, product-detail): asks the API what
 * the slug is and shows a content page, a category's product list or a product. A slug of the
 * other language is replaced by this language's one; an unknown slug is the not-found page.
 */
import '../../i18n/catalog-i18n';
import type { Locale } from '@shop/shared/contract';
import { useMovedTo } from '@shop/shared/meta';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { LoadingState } from '@shop/shared/ui/states';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pageQuery } from '../../features/content/api/get-page';
import { NotFound } from '../../features/not-found/not-found';
import { productQuery } from '../../features/product-detail/api/get-product';
import { slugQuery } from './api/get-slug';
import { CategoryView } from './category-view';
import { slugLoader } from './slug-loader';
import { loadContentArticle, loadProductDetail } from './slug-views';

// A category's list needs neither the product detail nor the content article.
const ProductDetailView = lazy(async () => ({
  default: (await loadProductDetail()).ProductDetailView,
}));
const ContentArticle = lazy(async () => ({
  default: (await loadContentArticle()).ContentArticle,
}));

function ContentView({ slug, lang }: { slug: string; lang: Locale }) {
  const page = useQuery(pageQuery(slug, lang));
  return (
    <QueryState query={page} notFound={<NotFound />}>
      {(data) => (
        <Suspense fallback={<LoadingState />}>
          <ContentArticle page={data} />
        </Suspense>
      )}
    </QueryState>
  );
}

function ProductView({ id, slugs }: { id: number; slugs: Record<Locale, string> }) {
  const product = useQuery(productQuery(id));
  return (
    <QueryState query={product} notFound={<NotFound />}>
      {(data) => (
        <Suspense fallback={<LoadingState />}>
          <ProductDetailView key={id} product={data} slugs={slugs} />
        </Suspense>
      )}
    </QueryState>
  );
}

export default function SlugPage() {
  const { slug = '' } = useParams();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const resolved = useQuery(slugQuery(slug, locale));
  const own = resolved.data?.slugs[locale] ?? null;
  const elsewhere = own !== null && own !== slug;

  const ownPath = elsewhere && own ? `${pathFor('slug', { slug: own }, locale)}${search}` : null;
  // On the server: a permanent redirect to this language's slug; in the browser, a replace.
  useMovedTo(ownPath);
  useEffect(() => {
    if (ownPath) navigate(ownPath, { replace: true });
  }, [ownPath, navigate]);

  return (
    <QueryState query={resolved} notFound={<NotFound />}>
      {({ kind, id, slugs }) => {
        // The other language's slug: its own path in this language replaces it at once.
        if (elsewhere) return <LoadingState />;
        if (kind === 'category') return <CategoryView key={id} id={id} slugs={slugs} />;
        if (kind === 'product') return <ProductView key={id} id={id} slugs={slugs} />;
        return <ContentView key={slug} slug={slug} lang={locale} />;
      }}
    </QueryState>
  );
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = slugLoader;
