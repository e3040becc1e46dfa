/**
 * The header's cart badge and the checkout's cart service together, against the real API: a cart
 * mutation's answer reaches the badge by itself (`cart:changed`), the cart is not read again.
 */
import '../i18n/shell-i18n';
import { apiClient } from '@shop/shared/api-client';
import { removeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { localeAtom, shopStore } from '@shop/shared/store';
import { renderPage } from '@test/render-page';
import { act, screen, waitFor } from '@testing-library/react';
// In the browser the shell loads this service from the checkout remote at run time; here the test
// starts it itself, as the shell's remote loader would.
// biome-ignore lint/style/noRestrictedImports: the test wires the shell to the checkout's service
import { start } from '../../../mf-checkout/src/services/cart-service';
import { Header } from './header';

function renderHeader() {
  return renderPage(<Header />, { path: '/en', pattern: '*', locale: 'en' });
}

/** Asks the checkout to add a product, as a catalogue page's "add to cart" button does. */
function addToCart(productId: number, quantity: number) {
  act(() =>
    eventBus.publish('cart:add-item', { productId, quantity, isSale: false, name: 'Camera' }),
  );
}

describe('header cart badge', () => {
  const requests: string[] = [];
  let interceptor: number;

  // jsdom does not know HTML's <search> element (the header's search form); React says so.
  beforeAll(() => {
    const report = console.error;
    jest.spyOn(console, 'error').mockImplementation((message: unknown, ...details: unknown[]) => {
      const unknownTag = String(message).includes('is unrecognized in this browser');
      if (!(unknownTag && details[0] === 'search')) report(message, ...details);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  beforeEach(async () => {
    removeCookie('cartCode');
    shopStore.set(localeAtom, 'en');
    await i18n.changeLanguage('en');
    requests.length = 0;
    interceptor = apiClient().interceptors.request.use((config) => {
      requests.push(`${config.method?.toUpperCase()} ${config.url}`);
      return config;
    });
  });

  afterEach(() => apiClient().interceptors.request.eject(interceptor));

  it('a cart mutation updates the header badge with no extra cart request', async () => {
    start();
    await renderHeader();
    const badge = screen.getByTestId('cart-badge');
    expect(badge).toHaveAccessibleName('Cart 0 items');

    // The first item: no cart yet, so the checkout starts one (generate, then read it) and adds.
    addToCart(1, 1);
    await waitFor(() => expect(badge).toHaveAccessibleName('Cart 1 item'));
    addToCart(2, 2);
    await waitFor(() => expect(badge).toHaveAccessibleName('Cart 3 items'));
    // Time for any read a mutation might still set off (a refetch after the answer).
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

    const updates = requests.flatMap((request, index) =>
      request === 'POST /cart/update' ? [index] : [],
    );
    expect(updates).toHaveLength(2);
    const reads = requests.flatMap((request, index) =>
      request.startsWith('GET /cart/') ? [index] : [],
    );
    // The new cart was read once, when it was started; after a mutation, never.
    expect(reads).toHaveLength(1);
    expect(reads.every((read) => read < (updates[0] ?? -1))).toBe(true);
    expect(badge).toHaveTextContent(/3$/);
  });
});
