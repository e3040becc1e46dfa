/**
 * Starts the shop: reads the runtime config and the remote registry, registers the remotes and
 * their routes, composes the router and renders. No remote code is loaded until a page needs it.
 */
import './styles/global.css';
import './i18n/shell-i18n';
import { readCookie, writeCookie } from '@shop/shared/cookies';
import { i18n } from '@shop/shared/i18n';
import { queryClient } from '@shop/shared/query';
import { localeFromPath } from '@shop/shared/routes';
import { type RuntimeConfig, setRuntimeConfig } from '@shop/shared/runtime-config';
import { currencyAtom, isCurrency, localeAtom, shopStore } from '@shop/shared/store';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startSession } from './auth/session';
import { storedConsent } from './consent/consent-state';
import { startTagManager } from './consent/tag-manager';
import { StartupError } from './error-page/error-page';
import { fetchStartupJson, loadWithRecovery } from './error-page/startup-failure';
import { installInViewPrefetch, installLinkPrefetch } from './federation/page-loader';
import { applyRegistry, type RemoteRegistry, startServices } from './federation/remote-registry';
import { setRemoteFailureReporter } from './federation/remote-versions';
import { reportRemoteFailure } from './federation/report-remote-failure';
import { ShopPage, ShopRoot } from './layouts/shop-root';
import { createShopRouter } from './router/create-router';
import { RouterListener } from './router/router-listener';
import { readSsrState, type SsrState } from './server/ssr-state';
import {
  listenForInstallPrompt,
  registerServiceWorker,
} from './service-worker/register-service-worker';
import { createVersionPoller, fetchLatestBuilds } from './version/version-poller';

function syncLocale(pathname: string): void {
  const locale = localeFromPath(pathname);
  shopStore.set(localeAtom, locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (readCookie('locale') !== locale) writeCookie('locale', locale);
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * The runtime config and the remotes' registry: from the server's page when it brought them,
 * else fetched. Offline (or with a failing server) the start-up shows why (through `render`) and
 * starts again on a retry, and by itself when the connection comes back.
 */
async function startupConfig(
  ssr: SsrState | null,
  render: (children: React.ReactNode) => void,
): Promise<RuntimeConfig> {
  if (ssr) {
    setRuntimeConfig(ssr.config);
    applyRegistry(ssr.registry);
    hydrate(queryClient, ssr.queries);
    return ssr.config;
  }
  return loadWithRecovery({
    load: async () => {
      const [runtimeConfig, registry] = await Promise.all([
        fetchStartupJson<RuntimeConfig>('/config.json'),
        fetchStartupJson<RemoteRegistry>('/remotes.json'),
      ]);
      setRuntimeConfig(runtimeConfig);
      applyRegistry(registry);
      return runtimeConfig;
    },
    showFailure: (kind, retry, attempt) =>
      render(<StartupError key={attempt} kind={kind} onRetry={retry} />),
  });
}

/**
 * What listens to the router once its provider is there (router-listener.tsx says why): the
 * language, synced at once too (the first navigation may have redirected to the other language),
 * and prefetching the pages whose links come into view.
 */
function routerListener(
  router: ReturnType<typeof createShopRouter>['router'],
  routes: ReturnType<typeof createShopRouter>['routes'],
) {
  return () => {
    syncLocale(router.state.location.pathname);
    const stopLocale = router.subscribe((state) => syncLocale(state.location.pathname));
    const stopPrefetch = installInViewPrefetch(router, routes);
    return () => {
      stopLocale();
      stopPrefetch();
    };
  };
}

async function start(): Promise<void> {
  setRemoteFailureReporter(reportRemoteFailure);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A page from the server brings its config and registry, and when the server rendered it, its
  // data and markup: the shop starts from them, and hydrates the server's HTML.
  const ssr = readSsrState(document);
  let root: Root | null = null;
  syncLocale(window.location.pathname);
  const currency = readCookie('currency');
  if (isCurrency(currency)) shopStore.set(currencyAtom, currency);

  const tree = (children: React.ReactNode) => <ShopRoot client={queryClient}>{children}</ShopRoot>;
  const render = (children: React.ReactNode) => {
    root ??= createRoot(container);
    const next = tree(children);
    // As a transition: React renders in slices and yields to the browser between them.
    startTransition(() => root?.render(next));
  };

  const config = await startupConfig(ssr, render);

  // Consent Mode's defaults before anything of Google's; the tag manager itself only with consent.
  startTagManager(config.gtmId, storedConsent());
  await startSession();
  const poller = createVersionPoller({
    fetchLatest: fetchLatestBuilds,
    own: { shell: process.env.SHOP_BUILD_ID ?? '' },
    ...(ssr?.builds ? { baseline: ssr.builds } : {}),
  });
  // Started at once: its first look is the baseline a release is noticed against.
  poller.start();
  const { router, routes, hydrated } = createShopRouter({
    updateAvailable: poller.updateAvailable,
    ...(ssr?.router ? { hydrationData: ssr.router } : {}),
  });
  const listen = routerListener(router, routes);
  const page = (
    <ShopPage
      router={<RouterProvider router={router} />}
      afterRouter={<RouterListener listen={listen} />}
    />
  );
  if (ssr?.hydrate && hydrated) {
    // Hydration as a transition: React yields to the browser every few milliseconds instead of
    // hydrating the whole page in one long task, so the server-rendered page answers input
    // while it is made live.
    startTransition(() => {
      hydrateRoot(container, tree(page), {
        onRecoverableError: (error, info) =>
          console.warn('The page was rendered again in the browser', error, info.componentStack),
      });
    });
  } else {
    // A page rendered on a session hint whose session has ended is not shown on as if it worked
    // (its forms would take typing that goes nowhere) while its guard sends the shopper on.
    if (ssr?.hydrate) container.replaceChildren();
    render(page);
  }
  listenForInstallPrompt();
  // What the first screen does not need waits for the browser to be idle: the service worker, the
  // remotes' background services, prefetching the pages of the links pointed at.
  whenIdle(() => {
    void registerServiceWorker();
    void startServices();
    installLinkPrefetch(routes);
  });
}

void start();
