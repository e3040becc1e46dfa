/**
 * A product's page: pictures, name, brand, prices, dates and availability, add to cart, then its
 * parameters, alternatives, sets and manuals in tabs, recommended accessories and related
 * products. A product with no free piece for the picked dates shows its alternatives first.
 */

import type { ProductDetail } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import type { Locale } from '@shop/shared/routes';
import { siteOrigin } from '@shop/shared/runtime-config';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { slugAlternates } from '../catalog-paths/catalog-paths';
import { BuyBox } from './buy-box';
import { CardGrid } from './card-grid';
import { Gallery } from './gallery';
import styles from './product-detail.module.css';
import { jsonLdText, productJsonLd } from './product-json-ld';
import { ProductQuestions, ProductRecommendations } from './product-sections';
import { ProductTabs } from './product-tabs';
import { useProductAvailability } from './use-product-availability';
import { useTrackProductView } from './use-track-product-view';

const MAX_PICTURES = 8;

function pictures(product: ProductDetail): string[] {
  const all = [
    product.image,
    ...product.subProducts.map((item) => item.product.image),
    ...(product.configuration?.groups.flatMap((group) => group.options.map((o) => o.image)) ?? []),
  ];
  return [...new Set(all)].slice(0, MAX_PICTURES);
}

export function ProductDetailView({
  product,
  slugs,
}: {
  product: ProductDetail;
  slugs: Record<Locale, string>;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const currency = useAtomValue(currencyAtom);
  const name = localized(product, 'name', locale);
  const description = localized(product, 'description', locale);
  usePageMeta({ title: name, description, alternates: slugAlternates(slugs) });
  useTrackProductView(product, locale, currency);
  const { dates, pickDates, availability, unavailable } = useProductAvailability(product);

  const ownPath = slugAlternates(slugs)[locale];
  const url = `${siteOrigin()}${ownPath}`;

  return (
    <article className={styles.detail} data-testid="product-detail">
      <Breadcrumbs categoryId={product.categoryId} current={{ name, path: ownPath }} />
      {/* A data block, set as text (never parsed as HTML); CSP does not apply to data blocks. */}
      <script type="application/ld+json">
        {jsonLdText(productJsonLd(product, { locale, currency, url, origin: siteOrigin() }))}
      </script>
      <div className={styles.top}>
        <Gallery images={pictures(product)} name={name} />
        <div className={styles.summary}>
          <p className={styles.brand}>
            <span className="visually-hidden">{t('detail.brand')}: </span>
            {product.brand}
          </p>
          <h1 className={styles.name} data-product-name>
            {name}
          </h1>
          <p className={styles.category}>
            {t('detail.category')}: {localized(product, 'categoryName', locale)}
          </p>
          <BuyBox
            product={product}
            name={name}
            dates={dates}
            onDates={pickDates}
            availability={availability}
          />
        </div>
      </div>

      {unavailable ? (
        <section
          className={styles.alternativesNow}
          aria-labelledby="alternatives-now"
          data-testid="alternatives-now"
        >
          <h2 id="alternatives-now">{t('detail.alternativesNow')}</h2>
          {product.alternative.length > 0 ? (
            <CardGrid products={product.alternative} />
          ) : (
            <p>{t('detail.noAlternatives')}</p>
          )}
        </section>
      ) : null}

      {description ? <p className={styles.description}>{description}</p> : null}

      <ProductTabs product={product} locale={locale} />

      <ProductQuestions product={product} locale={locale} />

      <ProductRecommendations productId={product.id} />
    </article>
  );
}
