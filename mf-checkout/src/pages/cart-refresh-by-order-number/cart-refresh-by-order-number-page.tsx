/**
 * `/kosik/refresh-cart-by-order-number?orderNumber=…&code=…`: a new cart with the order's items
 * (POST /cart/regenerate), made the current cart, then the cart page. The code is the order's
 * estimate code from its e-mail; without it only the signed-in customer who placed the order may.
 */
import '../../i18n/checkout-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { ErrorState, LoadingState } from '@shop/shared/ui/states';
import { useAsync } from '@shop/shared/ui/use-async';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { regenerateAsCurrent } from '../../features/cart/cart-store';
import styles from '../../features/checkout-steps/checkout.module.css';
import { namespace } from '../../i18n/checkout-i18n';

export default function CartRefreshByOrderNumberPage() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNumber = search.get('orderNumber')?.trim() ?? '';
  const code = search.get('code')?.trim() || undefined;
  const valid = /^\d{8}$/.test(orderNumber);
  const result = useAsync(
    () => (valid ? regenerateAsCurrent({ orderNumber, code }) : Promise.resolve(null)),
    [orderNumber, code],
  );
  const done = result.status === 'success' && result.data !== null;

  useEffect(() => {
    if (done) navigate(pathFor('checkout-cart', {}, locale), { replace: true });
  }, [done, navigate, locale]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('refresh.title')}</h1>
      {!valid ? (
        <ErrorState message={t('refresh.missing')} />
      ) : result.status === 'error' && apiErrorStatus(result.error) === 404 ? (
        <>
          <ErrorState message={t('refresh.notFound')} />
          <Link to={pathFor('checkout-cart', {}, locale)}>{t('refresh.toCart')}</Link>
        </>
      ) : result.status === 'error' ? (
        <>
          <ErrorState message={t('refresh.failed')} onRetry={result.retry} />
          <Link to={pathFor('checkout-cart', {}, locale)}>{t('refresh.toCart')}</Link>
        </>
      ) : (
        <LoadingState label={t('refresh.working')} />
      )}
    </div>
  );
}
