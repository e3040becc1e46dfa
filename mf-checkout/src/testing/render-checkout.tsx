/**
 * Test helpers of checkout: render a page the way the shell does (one store, i18n, every route
 * table registered) with a catch-all route that shows where the page navigated, and prepare carts
 * through the real API.
 */
import type { Cart, CartUpdate } from '@shop/shared/contract';
import { removeCookie } from '@shop/shared/cookies';
import { i18n } from '@shop/shared/i18n';
import { queryClient } from '@shop/shared/query';
import { localeAtom, shopStore } from '@shop/shared/store';
import { QueryClientProvider } from '@tanstack/react-query';
import '@test/render-page';
import type { CartOrder } from '@shop/shared/contract';
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { addToCart, cartAtom, placeOrder, updateCart } from '../features/cart/cart-store';
import { fetchBranches } from '../features/lookup/lookup-api';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export async function renderCheckoutPage(
  page: ReactElement,
  {
    path,
    pattern = path.split('?')[0] ?? path,
    locale = 'cs',
  }: { path: string; pattern?: string; locale?: 'cs' | 'en' },
) {
  shopStore.set(localeAtom, locale);
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Provider store={shopStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </Provider>,
  );
}

/** Forgets the current cart (cookie and atom): the next page starts from nothing. */
export function forgetCart(): void {
  removeCookie('cartCode');
  shopStore.set(cartAtom, { status: 'idle' });
}

export function currentCart(): Cart {
  const state = shopStore.get(cartAtom);
  if (state.status !== 'ready') throw new Error(`The cart is ${state.status}`);
  return state.cart;
}

/** A new current cart holding these products (rent unless isSale). */
export async function cartWith(
  items: Array<{ id: number; quantity?: number; isSale?: boolean }>,
  ...updates: CartUpdate[]
): Promise<Cart> {
  forgetCart();
  await act(async () => {
    for (const item of items) {
      const { ok } = await addToCart({
        id: item.id,
        type: 'product',
        quantity: item.quantity ?? 1,
        isSale: item.isSale ?? false,
      });
      if (!ok) throw new Error(`Product ${item.id} could not be added`);
    }
    for (const update of updates) {
      const outcome = await updateCart(update);
      if (!outcome.ok) throw new Error(`${update.kind} refused: ${outcome.errorKey}`);
    }
  });
  return currentCart();
}

export const personalData: CartUpdate = {
  kind: 'PersonalData',
  customer: {
    firstname: 'Jana',
    lastname: 'Nováková',
    email: 'jana.novakova@example.cz',
    phone: '+420603123456',
  },
};

/** A weekday at least a week ahead (Prague calendar), as YYYY-MM-DD, plus `days`. */
export function weekdayAhead(days = 0, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 8));
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A cart ready to be ordered: a product, personal data, dates and branch shipping both ways. */
export async function completeCart(): Promise<Cart> {
  const [branch] = await fetchBranches();
  const leg = { type: 'branch' as const, branchId: branch?.id ?? 1 };
  return cartWith(
    [{ id: 1 }],
    personalData,
    { kind: 'Date', from: `${weekdayAhead(0)}T10:00`, to: `${weekdayAhead(2)}T18:00` },
    { kind: 'Shipping', pickup: leg, return: leg },
  );
}

/** Places an order of a complete cart through the API. */
export async function placedOrder(): Promise<CartOrder> {
  await completeCart();
  const outcome = await placeOrder();
  if (!outcome.ok) throw new Error(`The order was refused: ${outcome.errorKey}`);
  forgetCart();
  return outcome.order;
}
