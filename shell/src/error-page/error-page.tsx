import { localeFromPath } from '@shop/shared/routes';
import { Button } from '@shop/shared/ui/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { PageReady } from '../federation/page-ready';
import { DemoBanner } from '../layouts/demo-banner';
import styles from './error-page.module.css';
import type { StartupFailureKind } from './startup-failure';

/** 404 shows the not-found variant; any other status the generic one (default 500). */
export function ErrorPage({ status = 500 }: { status?: number }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const home = localeFromPath(pathname) === 'en' ? '/en' : '/';
  const notFound = status === 404;
  return (
    <section className={styles.error} data-status={status}>
      <PageReady />
      <p className={styles.status}>{status}</p>
      <h1>{notFound ? t('error.notFoundTitle') : t('error.serverTitle')}</h1>
      <p>{notFound ? t('error.notFoundText', { path: pathname }) : t('error.serverText')}</p>
      <Link to={home}>{t('error.home')}</Link>
    </section>
  );
}

/**
 * The router's error element: render errors and unknown guards end here. It shows in place of
 * the layout, so it brings the demo shop's banner itself.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error('Route error', error);
  return (
    <>
      <DemoBanner />
      <ErrorPage status={status} />
    </>
  );
}

/**
 * Shown when the shell itself cannot start (no runtime config or registry): offline, it says so
 * and the shop starts by itself once the connection is back; otherwise the server failed. Both
 * offer a retry.
 */
export function StartupError({
  kind = 'server',
  onRetry,
}: {
  kind?: StartupFailureKind;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  const offline = kind === 'offline';
  return (
    <section className={styles.error} role="alert" data-startup-failure={kind}>
      <PageReady />
      <h1>{offline ? t('error.offlineTitle') : t('error.serverTitle')}</h1>
      <p>{offline ? t('error.offlineText') : t('error.startFailed')}</p>
      <Button onClick={onRetry}>{offline ? t('error.retry') : t('error.reload')}</Button>
    </section>
  );
}
