/**
 * Renders a page component the way the shell does: the page's one store, i18n, a router at the
 * given path, and every remote's route table registered (so pages can link by route name).
 */
import { i18n } from '@shop/shared/i18n';
import { queryClient } from '@shop/shared/query';
import { registerRoutes } from '@shop/shared/routes';
import { localeAtom, shopStore } from '@shop/shared/store';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { remoteManifest as account } from '../../mf-account/src/routes';
import { remoteManifest as catalog } from '../../mf-catalog/src/routes';
import { remoteManifest as checkout } from '../../mf-checkout/src/routes';
import { remoteManifest as desk } from '../../mf-desk/src/routes';
import { remoteManifest as documents } from '../../mf-documents/src/routes';

export function registerAllRoutes(): void {
  for (const manifest of [catalog, checkout, account, documents, desk]) {
    registerRoutes(manifest.remote, manifest.routes);
  }
}

registerAllRoutes();

/** Renders UI inside the providers the shell gives every page: the store, the query cache, i18n. */
export function renderInShop(ui: ReactElement) {
  return render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

export async function renderPage(
  page: ReactElement,
  {
    path = '/',
    pattern = path,
    locale = 'cs',
  }: { path?: string; pattern?: string; locale?: 'cs' | 'en' } = {},
) {
  shopStore.set(localeAtom, locale);
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return renderInShop(<RouterProvider router={router} />);
}
