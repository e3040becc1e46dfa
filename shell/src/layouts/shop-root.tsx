/**
 * The tree every page is rendered in, on the server and in the browser alike (the browser's
 * first render must match the server's HTML): the store, the query cache, the translations, and
 * around the router the notices and the service-worker banner.
 */
import { i18n } from '@shop/shared/i18n';
import { shopStore } from '@shop/shared/store';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsentDialog } from '../consent/consent-dialog';
import { Notices } from '../notices/notices';
import { ServiceWorkerBanner } from '../service-worker/service-worker-banner';

export function ShopRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={shopStore}>
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </Provider>
    </StrictMode>
  );
}

/**
 * A page: the router's, with the shell's notices, banner and cookie dialog after it. `afterRouter` (the browser's
 * router listener, `router/router-listener.tsx`) renders nothing; its place is kept on the server
 * too, so the ids React gives (`useId`) are the same on both sides and the page hydrates.
 */
export function ShopPage({
  router,
  afterRouter = null,
}: {
  router: ReactNode;
  afterRouter?: ReactNode;
}) {
  return (
    <>
      {router}
      {afterRouter}
      <Notices />
      <ServiceWorkerBanner />
      <ConsentDialog />
    </>
  );
}
