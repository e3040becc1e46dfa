import type { ProductDetail } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { accessoriesQuery } from './api/get-accessories';
import { relatedProductsQuery } from './api/get-related-products';
import { CardGrid } from './card-grid';
import styles from './product-detail.module.css';

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

/** The product's questions and their answers, when it has any. */
export function ProductQuestions({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const { t } = useTranslation(namespace);
  if (product.questions.length === 0) return null;
  return (
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
  );
}

/**
 * The recommended accessories and the related products. They are extras: they show once loaded
 * and are left out when they fail.
 */
export function ProductRecommendations({ productId }: { productId: number }) {
  const { t } = useTranslation(namespace);
  const related = useQuery(relatedProductsQuery(productId)).data ?? [];
  const accessories = useQuery(accessoriesQuery(productId)).data ?? [];
  return (
    <>
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
    </>
  );
}
