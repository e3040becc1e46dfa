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
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { regenerateCartMutation } from '../../features/cart/api/regenerate-cart';
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
  const regenerate = useMutation(regenerateCartMutation());
  const { mutate } = regenerate;
  const run = useCallback(() => {
    mutate(
      { orderNumber, code },
      { onSuccess: () => navigate(pathFor('checkout-cart', {}, locale), { replace: true }) },
    );
  }, [mutate, orderNumber, code, navigate, locale]);

  // Each link makes one new cart, even when the page renders (or its effect runs) twice.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    const link = `${orderNumber}|${code ?? ''}`;
    if (!valid || requested.current === link) return;
    requested.current = link;
    run();
  }, [valid, orderNumber, code, run]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('refresh.title')}</h1>
      {!valid ? (
        <ErrorState message={t('refresh.missing')} />
      ) : regenerate.isError && apiErrorStatus(regenerate.error) === 404 ? (
        <>
          <ErrorState message={t('refresh.notFound')} />
          <Link to={pathFor('checkout-cart', {}, locale)}>{t('refresh.toCart')}</Link>
        </>
      ) : regenerate.isError ? (
        <>
          <ErrorState message={t('refresh.failed')} onRetry={run} />
          <Link to={pathFor('checkout-cart', {}, locale)}>{t('refresh.toCart')}</Link>
        </>
      ) : (
        <LoadingState label={t('refresh.working')} />
      )}
    </div>
  );
}
