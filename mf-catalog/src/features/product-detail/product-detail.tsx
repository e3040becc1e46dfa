/**
 * A product's page: pictures, name, brand, prices, dates and availability, add to cart, then its
 * parameters, alternatives, sets and manuals in tabs, recommended accessories and related
 * products. A product with no free piece for the picked dates shows its alternatives first.
 */

import { trackEvent } from '@shop/shared/analytics';
import type { Product, ProductDetail } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import { localized } from '@shop/shared/format';
import { usePageMeta } from '@shop/shared/meta';
import type { Locale } from '@shop/shared/routes';
import { siteOrigin } from '@shop/shared/runtime-config';
import { currencyAtom, localeAtom } from '@shop/shared/store';
import type { DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { slugAlternates } from '../catalog-paths/catalog-paths';
import { ProductCard } from '../product-card/product-card';
import { accessoriesQuery } from './api/get-accessories';
import { availabilityQuery } from './api/get-availability';
import { relatedProductsQuery } from './api/get-related-products';
import { type Availability, BuyBox } from './buy-box';
import { Gallery } from './gallery';
import styles from './product-detail.module.css';
import { jsonLdText, productJsonLd } from './product-json-ld';
import { type TabItem, Tabs } from './tabs';

const MAX_PICTURES = 8;

function pictures(product: ProductDetail): string[] {
  const all = [
    product.image,
    ...product.subProducts.map((item) => item.product.image),
    ...(product.configuration?.groups.flatMap((group) => group.options.map((o) => o.image)) ?? []),
  ];
  return [...new Set(all)].slice(0, MAX_PICTURES);
}

function CardGrid({ products }: { products: Product[] }) {
  return (
    <ul className={styles.cards}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} size="small" />
        </li>
      ))}
    </ul>
  );
}

function ProductSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
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
  const parameters = localized(product, 'parameters', locale) ?? product.parameters;
  usePageMeta({ title: name, description, alternates: slugAlternates(slugs) });

  // One view per product shown, whatever the shopper switches afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tracked once per product
  useEffect(() => {
    const prices = product.currencies[currency];
    const price = product.isForRent ? prices.pricePerDay : (prices.price ?? 0);
    trackEvent('view_item', {
      currency: currency.toUpperCase(),
      value: price,
      items: [
        {
          item_id: String(product.id),
          item_name: localized(product, 'name', locale),
          item_category: product.categoryName,
          price,
          quantity: 1,
        },
      ],
    });
  }, [product.id]);

  // The dates picked anywhere in the shop (the bus replays the last pick to a new page).
  const [dates, setDates] = useState<DateRangeValue>({ from: null, to: null });
  useEffect(() => eventBus.subscribe('rental:dates', (picked) => setDates(picked)), []);
  const pickDates = (value: DateRangeValue) => {
    setDates(value);
    if (value.from && value.to)
      eventBus.publish('rental:dates', { from: value.from, to: value.to });
  };

  // Availability is asked once both days are picked (and only of a product that is rented out).
  const days =
    product.isForRent && dates.from && dates.to ? { from: dates.from, to: dates.to } : null;
  const free = useQuery(availabilityQuery(product.id, days));
  // The buy box's note (a short text in a live region, not a section): idle until dates are picked.
  const availability: Availability =
    days === null
      ? { status: 'idle' }
      : free.status === 'pending'
        ? { status: 'loading' }
        : free.status === 'error'
          ? { status: 'error' }
          : { status: 'ready', available: free.data.available, stock: free.data.stock };
  const unavailable = availability.status === 'ready' && availability.available < 1;

  // Recommendations are extras: they show once loaded and are left out when they fail.
  const related = useQuery(relatedProductsQuery(product.id)).data ?? [];
  const accessories = useQuery(accessoriesQuery(product.id)).data ?? [];

  const tabs: TabItem[] = [
    {
      id: 'parameters',
      title: t('detail.tabParameters'),
      content: (
        <>
          {parameters.length > 0 ? (
            <table className={styles.parameters}>
              <thead>
                <tr>
                  <th scope="col">{t('detail.parameter')}</th>
                  <th scope="col">{t('detail.value')}</th>
                </tr>
              </thead>
              <tbody>
                {parameters.map((parameter) => (
                  <tr key={parameter.name}>
                    <th scope="row">{parameter.name}</th>
                    <td>
                      {parameter.value}
                      {parameter.unit ? ` ${parameter.unit}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{t('detail.noParameters')}</p>
          )}
          {product.subProducts.length > 0 ? (
            <>
              <h3>{t('detail.contents')}</h3>
              <ul>
                {product.subProducts.map((item) => (
                  <li key={item.product.id}>
                    {t('detail.contentsItem', {
                      quantity: item.quantity,
                      name: localized(item.product, 'name', locale),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ),
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

      <Tabs label={t('detail.tabs')} tabs={tabs} />

      {product.questions.length > 0 ? (
        <ProductSection id="product-questions" title={t('detail.questions')}>
          <dl className={styles.questions}>
            {product.questions.map((question) => (
              <div key={question.id}>
                <dt>{localized(question, 'question', locale)}</dt>
                <dd>{localized(question, 'answer', locale)}</dd>
              </div>
            ))}
          </dl>
        </ProductSection>
      ) : null}

      {accessories.length > 0 ? (
        <ProductSection id="product-accessories" title={t('detail.accessories')}>
          <CardGrid products={accessories} />
        </ProductSection>
      ) : null}

      {related.length > 0 ? (
        <ProductSection id="product-related" title={t('detail.related')}>
          <CardGrid products={related} />
        </ProductSection>
      ) : null}
    </article>
  );
}
