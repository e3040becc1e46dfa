/**
 * `/:slug` (route `slug`, aliases content-page, product-list, product-detail): asks the API what
 * the slug is and shows a content page, a category's product list or a product. A slug of the
 * other language is replaced by this language's one; an unknown slug is the not-found page.
 */
import '../../i18n/catalog-i18n';
import type { Locale } from '@shop/shared/contract';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fetchPage } from '../../features/content/content-api';
import { ContentArticle } from '../../features/content/content-article';
import { isNotFound, NotFound } from '../../features/not-found/not-found';
import { fetchProduct } from '../../features/product-detail/product-detail-api';
import { CategoryView } from './category-view';
import { resolveSlug } from './slug-api';

// The product detail (with its calendar) loads only when a product is shown.
const ProductDetailView = lazy(async () => ({
  default: (await import('../../features/product-detail/product-detail')).ProductDetailView,
}));

function ContentView({ slug, lang }: { slug: string; lang: Locale }) {
  const page = useAsync(() => fetchPage(slug, lang), [slug, lang]);
  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') {
    return isNotFound(page.error) ? <NotFound /> : <ErrorState onRetry={page.retry} />;
  }
  return <ContentArticle page={page.data} />;
}

function ProductView({ id, slugs }: { id: number; slugs: Record<Locale, string> }) {
  const product = useAsync(() => fetchProduct(id), [id]);
  if (product.status === 'loading') return <LoadingState />;
  if (product.status === 'error') {
    return isNotFound(product.error) ? <NotFound /> : <ErrorState onRetry={product.retry} />;
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <ProductDetailView key={id} product={product.data} slugs={slugs} />
    </Suspense>
  );
}

export default function SlugPage() {
  const { slug = '' } = useParams();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const { search } = useLocation();
  const resolved = useAsync(() => resolveSlug(slug, locale), [slug, locale]);
  const own = resolved.status === 'success' ? resolved.data.slugs[locale] : null;
  const elsewhere = own !== null && own !== slug;

  useEffect(() => {
    if (elsewhere && own)
      navigate(`${pathFor('slug', { slug: own }, locale)}${search}`, { replace: true });
  }, [elsewhere, own, locale, search, navigate]);

  if (resolved.status === 'loading' || elsewhere) return <LoadingState />;
  if (resolved.status === 'error') {
    return isNotFound(resolved.error) ? <NotFound /> : <ErrorState onRetry={resolved.retry} />;
  }
  const { kind, id, slugs } = resolved.data;
  if (kind === 'category') return <CategoryView key={id} id={id} slugs={slugs} />;
  if (kind === 'product') return <ProductView key={id} id={id} slugs={slugs} />;
  return <ContentView key={slug} slug={slug} lang={locale} />;
}
