/**
 * Signing in and out with a cart, against the real API: the shell announces the session on the
 * bus and the checkout's cart service (started here as the shell's remote loader would) links the
 * shopper's cart to the customer, and detaches it before the sign-out goes through.
 */
import { getJson, postForm } from '@shop/shared/api-client';
import { clearTokens, getAccessToken, login, logout } from '@shop/shared/auth';
import type { Cart, CartResponse } from '@shop/shared/contract';
import { removeCookie, writeCookie } from '@shop/shared/cookies';
import { eventBus } from '@shop/shared/event-bus';
import { waitFor } from '@testing-library/react';
import {
  PASSWORD,
  signedInCustomerWithOrder,
  // biome-ignore lint/style/noRestrictedImports: the account remote's helper makes a customer with an account
} from '../../../mf-account/src/testing/account-with-order';
// biome-ignore lint/style/noRestrictedImports: the test wires the shell to the checkout's service
import { start } from '../../../mf-checkout/src/services/cart-service';
import { signOutWaitMs, startSession } from './session';

async function cartOnServer(cartCode: string): Promise<Cart> {
  return (await getJson<CartResponse>(`/cart/${cartCode}`)).cart;
}

describe('the cart on signing in and out', () => {
  beforeEach(() => {
    removeCookie('cartCode');
    clearTokens();
  });

  it('links the shopper’s cart on signing in and detaches it before signing out', async () => {
    const { email } = await signedInCustomerWithOrder('Propojení košíku');
    clearTokens();
    const { cartCode } = await postForm<{ cartCode: string }>('/cart/generate', {});
    writeCookie('cartCode', cartCode);
    start();
    await startSession();
    const changes: string[] = [];
    const unsubscribe = eventBus.subscribe('cart:changed', (change) =>
      changes.push(change.cartCode),
    );

    await expect(login({ email, password: PASSWORD })).resolves.toEqual({ success: true });
    // The API now knows the customer of the cart and filled the empty personal data.
    await waitFor(async () => {
      const cart = await cartOnServer(cartCode);
      expect(cart.customer?.customerKey).toMatch(/^[0-9a-f]{32}$/);
      expect(cart.customer?.email).toBe(email);
      expect(cart.customer?.firstname).toBe('Jana');
    });
    // The answer reached the page (the header badge hears of it).
    await waitFor(() => expect(changes).toContain(cartCode));

    await logout();
    expect(getAccessToken()).toBeNull();
    // Detached before the sign-out finished: no waiting needed here.
    const after = await cartOnServer(cartCode);
    expect(after.customer?.customerKey).toBeNull();
    // What the account filled in left with it: the next person at the browser does not see it.
    expect(after.customer?.email).toBeNull();
    expect(after.customer?.firstname).toBeNull();
    unsubscribe();
  });

  it('signs out even when a last call of the session does not answer', async () => {
    const unsubscribe = eventBus.subscribe('auth:signing-out', ({ waitFor: wait }) =>
      wait(new Promise(() => undefined)),
    );
    const began = Date.now();
    await logout();
    const took = Date.now() - began;
    expect(took).toBeGreaterThanOrEqual(signOutWaitMs - 50);
    expect(took).toBeLessThan(signOutWaitMs + 2000);
    unsubscribe();
  });
});
