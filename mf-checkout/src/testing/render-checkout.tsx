/**
 * Test helpers of checkout: render a page the way the shell does (one store, i18n, every route
 * table registered) with a catch-all route that shows where the page navigated, and prepare carts
 * through the real API (with the cart mutations the pages use).
 */
import type { Cart, CartOrder, CartUpdate, CartUpdateReply } from '@shop/shared/contract';
import { i18n } from '@shop/shared/i18n';
import { queryClient } from '@shop/shared/query';
import { localeAtom, shopStore } from '@shop/shared/store';
import { weekdayAhead } from '@test/dates';
import { renderInShop } from '@test/render-page';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { placeOrderMutation, updateCartMutation } from '../features/cart/api/update-cart';
import { cachedCurrentCart, forgetCurrentCart } from '../features/cart/cart-cache';
import { branchesQuery } from '../features/shipping/api/get-branches';
import { runMutation } from '../query/run-mutation';

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
  return renderInShop(<RouterProvider router={router} />);
}

/** Forgets the current cart (cookie and atom): the next page starts from nothing. */
export function forgetCart(): void {
  forgetCurrentCart();
}

/** The current cart as the page's cache holds it. */
export function currentCart(): Cart {
  const cart = cachedCurrentCart();
  if (!cart) throw new Error('There is no current cart in the cache');
  return cart;
}

/** One update of the current cart (created if need be), as a page sends it. */
export function updateCurrentCart(update: CartUpdate): Promise<CartUpdateReply> {
  return runMutation(updateCartMutation(), update);
}

/** Places the order of the current cart, as the summary page does. */
export function placeOrder(): Promise<CartUpdateReply> {
  return runMutation(placeOrderMutation(), undefined);
}

/** A new current cart holding these products (rent unless isSale). */
export async function cartWith(
  items: Array<{ id: number; quantity?: number; isSale?: boolean }>,
  ...updates: CartUpdate[]
): Promise<Cart> {
  forgetCart();
  await act(async () => {
    for (const item of items) {
      const { success } = await updateCurrentCart({
        kind: 'Add',
        items: [
          {
            id: item.id,
            type: 'product',
            quantity: item.quantity ?? 1,
            isSale: item.isSale ?? false,
          },
        ],
      });
      if (!success) throw new Error(`Product ${item.id} could not be added`);
    }
    for (const update of updates) {
      const reply = await updateCurrentCart(update);
      if (!reply.success) throw new Error(`${update.kind} refused: ${reply.errorKey}`);
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

/** What an order rents: a product and how many pieces. */
export interface OrderedGear {
  id: number;
  quantity: number;
}

/**
 * One camera of which the shop has one: the demo order and most tests hold it for the same dates,
 * so an order of it is most likely a conflict.
 */
export const ONE_CAMERA: OrderedGear = { id: 1, quantity: 1 };
/** A light stand of which the shop has ten and no other test rents: reserved at once (ORDERED). */
export const RESERVED_GEAR: OrderedGear = { id: 27, quantity: 1 };
/** More cameras than the shop has: always a conflict (CREATED), awaiting staff's confirmation. */
export const CONFLICTING_GEAR: OrderedGear = { id: 1, quantity: 99 };

/** A cart ready to be ordered: the gear, personal data, dates and branch shipping both ways. */
export async function completeCart(gear: OrderedGear = ONE_CAMERA): Promise<Cart> {
  const [branch] = await queryClient.fetchQuery(branchesQuery());
  const leg = { type: 'branch' as const, branchId: branch?.id ?? 1 };
  return cartWith(
    [gear],
    personalData,
    { kind: 'Date', from: `${weekdayAhead(0)}T10:00`, to: `${weekdayAhead(2)}T18:00` },
    { kind: 'Shipping', pickup: leg, return: leg },
  );
}

/** Places an order of a complete cart of the gear through the API. */
export async function placedOrder(gear: OrderedGear = ONE_CAMERA): Promise<CartOrder> {
  await completeCart(gear);
  const reply = await placeOrder();
  if (!reply.success || !reply.cart.order) {
    throw new Error(`The order was refused: ${reply.errorKey}`);
  }
  forgetCart();
  return reply.cart.order;
}
