import type { ProductDetail } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import type { Locale } from '@shop/shared/routes';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './product-detail.module.css';

/** The parameters tab: the product's parameters as a table, then what a set contains. */
export function ProductParameters({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const { t } = useTranslation(namespace);
  const parameters = localized(product, 'parameters', locale) ?? product.parameters;
  return (
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
  );
}
